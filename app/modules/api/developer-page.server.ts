/** What /ontwikkelaars shows from the API itself (parameters, limit, examples), so the page cannot drift from it. */
import { env } from "~/lib/env.server";
import { API_RATE_WINDOW } from "./http.server";
import { cachedOpenApiDocument } from "./openapi.server";
import { DEFAULT_LIMIT, encodeCursor, MAX_LIMIT } from "./schemas";
import { eventJson } from "./serialize.server";

export interface ParameterRow {
  name: string;
  description: string;
  values: string[];
}

export interface DeveloperPageData {
  siteUrl: string;
  rateLimit: number;
  rateWindowSeconds: number;
  defaultLimit: number;
  maxLimit: number;
  parameters: Record<string, ParameterRow[]>;
  exampleEventPage: string;
  exampleProblem: string;
}

/** Fictional; no contact details, as in every answer. */
const SAMPLE_EVENT = {
  id: "0b6c7e52-4c1a-4f4e-9d0e-2f5a9c1d7e31",
  title: "Repair Café De Linde",
  description: "Samen kapotte spullen repareren: fietsen, lampen, kleding en kleine apparaten.",
  long_description: null,
  type: "workshop" as const,
  theme: "economie" as const,
  province: "utrecht" as const,
  date: new Date("2026-05-09T08:00:00Z"),
  end_date: new Date("2026-05-09T11:00:00Z"),
  city: "Utrecht",
  municipality: "Utrecht",
  location: "Buurthuis De Linde, Lindenlaan 1",
  lat: 52.0884,
  lon: 5.1175,
  organizer_name: "Repair Café De Linde",
  max_participants: 30,
  current_participants: 12,
  registration_required: true,
  registration_closed: false,
  created_at: new Date("2026-03-02T14:21:07Z"),
  initiative: { id: "5d3f1c8a-2b7e-4a61-8f0c-9e4d2a6b1c70", name: "Repair Café Utrecht-Oost" },
};

export function developerPageData(siteUrl: string): DeveloperPageData {
  const document = cachedOpenApiDocument(siteUrl) as {
    paths?: Record<string, { get?: { parameters?: { name: string; in: string; description?: string; schema?: { enum?: string[] } }[] } }>;
  };
  const parameters: Record<string, ParameterRow[]> = {};
  for (const path of ["/api/v1/initiatives", "/api/v1/events", "/api/v1/vacancies"]) {
    parameters[path] = (document.paths?.[path]?.get?.parameters ?? [])
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => ({ name: parameter.name, description: parameter.description ?? "", values: parameter.schema?.enum ?? [] }));
  }
  const next = new URL("/api/v1/events?type=workshop&limit=1", siteUrl);
  next.searchParams.set("cursor", encodeCursor({ key: "2026-05-09 08:00:00+00", id: SAMPLE_EVENT.id }));
  const page = { items: [eventJson(SAMPLE_EVENT, siteUrl)], limit: 1, next: next.toString() };
  const problem = {
    type: "about:blank",
    title: "Bad Request",
    status: 400,
    detail: "Onbekende waarde voor type. Kies workshop, bijeenkomst, actie, festival, training of overig.",
    errors: [{ parameter: "type", detail: "Onbekende waarde voor type. Kies workshop, bijeenkomst, actie, festival, training of overig." }],
  };
  return {
    siteUrl,
    rateLimit: env().API_RATE_LIMIT,
    rateWindowSeconds: API_RATE_WINDOW,
    defaultLimit: DEFAULT_LIMIT,
    maxLimit: MAX_LIMIT,
    parameters,
    exampleEventPage: JSON.stringify(page, null, 2),
    exampleProblem: JSON.stringify(problem, null, 2),
  };
}
