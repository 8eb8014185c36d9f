/**
 * An item's pictures on the review screen, each with its text alternative and "Afbeelding verwijderen"
 * behind the shared confirmation; the item stays with its owner.
 */
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import type { ImageRole, ReviewImage } from "../types";
import { ItemPictureView } from "./picture";

export const imageRoleLabels: Record<ImageRole, string> = {
  initiative_logo: "Logo",
  initiative_cover: "Omslagfoto",
  event_image: "Afbeelding",
  vacancy_image: "Afbeelding",
  update_image: "Afbeelding",
};

export type { ReviewImage } from "../types";

/**
 * The item's images with a removal form each.
 * @param props.fields hidden fields posted with `image_id` (e.g. `item_type`, `item_id`)
 */
export function ReviewImages({
  images,
  itemTitle,
  intent,
  fields,
}: {
  images: ReviewImage[];
  itemTitle: string;
  intent: string;
  fields: Record<string, string>;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={`Afbeeldingen bij ${itemTitle}`}>
      {images.map((image) => (
        <li key={image.id} className="flex flex-wrap items-start gap-4 rounded-md bg-muted/50 p-3">
          {image.picture ? (
            <ItemPictureView
              picture={image.picture}
              sizes="128px"
              aspect={image.role === "initiative_logo" ? "square" : "wide"}
              className={image.role === "initiative_logo" ? "size-24 rounded-md border border-border" : "w-32 rounded-md border border-border"}
            />
          ) : (
            <p className="w-32 text-sm text-muted-foreground">{image.status === "failed" ? "Kon niet worden verwerkt" : "Wordt nog verwerkt"}</p>
          )}
          {/* At least 12rem wide: on a narrow screen it goes under the picture instead of squeezing its button. */}
          <div className="flex min-w-48 flex-1 flex-col gap-2 text-sm [overflow-wrap:anywhere]">
            <p className="font-medium">{imageRoleLabels[image.role]}</p>
            <p>
              <span className="text-muted-foreground">Beschrijving: </span>
              {image.alt}
            </p>
            <div>
              <ConfirmDeleteDialog
                intent={intent}
                fields={{ ...fields, image_id: image.id }}
                triggerText="Afbeelding verwijderen"
                triggerLabel={`${imageRoleLabels[image.role]} verwijderen: ${itemTitle}`}
                size="sm"
                title="Afbeelding verwijderen?"
                description="De afbeelding en al haar formaten worden verwijderd. Het item zelf blijft bestaan en blijft van de eigenaar; dit komt in het logboek."
                confirmText="Ja, verwijderen"
                pendingText="Verwijderen…"
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
