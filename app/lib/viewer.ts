/**
 * Who is asking: a signed-in member (`{ id }`) or a visitor (`null`). Queries take the viewer to
 * choose between the member projection (with contact details) and the public one (without).
 */
export type Viewer = { id: string } | null;
