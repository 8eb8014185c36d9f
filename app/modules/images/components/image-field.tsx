/**
 * One image slot of the item forms; field names from `imageSlotsByKind` (../types.ts). Without
 * JavaScript a plain file input; a refused post keeps the received image in `<prefix>_upload`, so it
 * is never picked twice. With JavaScript the file is checked, previewed and sent ahead with
 * XMLHttpRequest (for a real progress bar); on failure it stays in the input for the form's own post.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Input, Label } from "~/components/ui/input";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import {
  acceptedImageTypes,
  type CurrentImage,
  type ImageRole,
  imageMessages,
  type ImageSlotPrefix,
  MAX_IMAGE_ALT_LENGTH,
  MAX_IMAGE_BYTES,
} from "../types";
import { imageFieldNames } from "../fields";
import { ItemPictureView } from "./picture";

/** Answered with `{ id }` or an error. */
export const IMAGE_UPLOAD_PATH = "/afbeelding/uploaden";

export const imageHint = "JPEG, PNG of WebP, maximaal 10 MB";

export const imageFieldTexts = {
  chooseFile: "Afbeelding kiezen",
  chooseOther: "Andere afbeelding kiezen",
  alt: "Beschrijving van de afbeelding",
  altHint: `Beschrijf kort wat er op de afbeelding te zien is, voor wie hem niet kan zien. Verplicht bij een afbeelding, maximaal ${MAX_IMAGE_ALT_LENGTH} tekens.`,
  current: "Huidige afbeelding",
  remove: "Afbeelding verwijderen",
  staged: "Gekozen afbeelding: bewaard",
  stagedHint: "Je hoeft de afbeelding niet opnieuw te kiezen.",
  uploading: "Afbeelding wordt geüpload…",
  uploaded: "Afbeelding ontvangen",
  preview: "Voorbeeld van de gekozen afbeelding",
  clear: "Keuze wissen",
  uploadFailed: imageMessages.uploadFailed,
} as const;

export interface ImageFieldForm {
  id: string;
  allErrors: Record<string, unknown>;
  /** After a refused post, what was posted. */
  value: unknown;
}

function errorOf(form: ImageFieldForm, name: string): string | undefined {
  const errors = form.allErrors[name];
  return Array.isArray(errors) && typeof errors[0] === "string" ? errors[0] : undefined;
}

function valueOf(form: ImageFieldForm, name: string): string | undefined {
  const value = form.value && typeof form.value === "object" ? (form.value as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Declared type and size only; the server checks the real content again. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
    return /hei[cf]/i.test(file.type) ? imageMessages.heicUnsupported : imageMessages.wrongFormat;
  }
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge;
  return null;
}

/** Whether any image of a form is uploading; the save button is disabled meanwhile. */
export function useImageUploads() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const onBusyChange = useCallback((prefix: string, value: boolean) => {
    setBusy((previous) => (previous[prefix] === value ? previous : { ...previous, [prefix]: value }));
  }, []);
  return { uploading: Object.values(busy).some(Boolean), onBusyChange };
}

function readUploadAnswer(xhr: XMLHttpRequest): { id: string } | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = null;
  }
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (xhr.status >= 200 && xhr.status < 300 && typeof record.id === "string") return { id: record.id };
  const message = typeof record.error === "string" ? record.error : typeof record.message === "string" ? record.message : null;
  return { error: message ?? imageMessages.uploadFailed };
}

type Upload =
  | { state: "idle" }
  | { state: "uploading"; loaded: number; total: number }
  | { state: "done" }
  | { state: "failed" };

export function ImageField({
  form,
  prefix,
  role,
  legend,
  description,
  current = null,
  staged = null,
  onBusyChange,
}: {
  form: ImageFieldForm;
  prefix: ImageSlotPrefix;
  role: ImageRole;
  legend?: string;
  description?: string;
  current?: CurrentImage | null;
  staged?: CurrentImage | null;
  onBusyChange?: (prefix: string, busy: boolean) => void;
}) {
  const base = `${form.id}-${prefix}`;
  const ids = {
    file: `${base}-file`,
    hint: `${base}-hint`,
    fileError: `${base}-file-error`,
    alt: `${base}-alt`,
    altHint: `${base}-alt-hint`,
    altError: `${base}-alt-error`,
    description: `${base}-description`,
    progress: `${base}-progress`,
  };
  const names = imageFieldNames(prefix);

  const postedUpload = valueOf(form, names.upload) ?? staged?.id ?? "";
  const [uploadId, setUploadId] = useState(postedUpload);
  // A refused post brings back the id the action kept.
  const [seenPosted, setSeenPosted] = useState(postedUpload);
  if (postedUpload !== seenPosted) {
    setSeenPosted(postedUpload);
    if (postedUpload) setUploadId(postedUpload);
  }

  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);

  const serverFileError = errorOf(form, names.file) ?? errorOf(form, names.upload);
  const fileError = localError ?? serverFileError;
  const altError = errorOf(form, names.alt);

  const defaultAlt = valueOf(form, names.alt) ?? current?.alt ?? "";
  const [altLength, setAltLength] = useState(defaultAlt.trim().length);
  const defaultRemove = valueOf(form, names.remove) === "on";

  // The preview's object URL is released when replaced and when the field goes away.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    onBusyChange?.(prefix, upload.state === "uploading");
  }, [onBusyChange, prefix, upload.state]);

  function sendAhead(file: File) {
    request.current?.abort();
    const body = new FormData();
    body.append("file", file);
    body.append("role", role);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", IMAGE_UPLOAD_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      setUpload({ state: "uploading", loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (request.current !== xhr) return;
      const answer = readUploadAnswer(xhr);
      if ("id" in answer) {
        setUploadId(answer.id);
        setUpload({ state: "done" });
        // The image is received: the form's post carries its id, not the file again.
        if (fileInput.current) fileInput.current.value = "";
      } else {
        setLocalError(answer.error);
        setUpload({ state: "failed" });
      }
    };
    xhr.onerror = () => {
      if (request.current !== xhr) return;
      setLocalError(imageFieldTexts.uploadFailed);
      setUpload({ state: "failed" });
    };
    setUpload({ state: "uploading", loaded: 0, total: file.size });
    xhr.send(body);
  }

  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    request.current?.abort();
    request.current = null;
    setPreview(null);
    setUpload({ state: "idle" });
    if (!file) {
      setLocalError(null);
      return;
    }
    const refusal = checkImageFile(file);
    setLocalError(refusal);
    if (refusal) return;
    setUploadId("");
    setPreview(URL.createObjectURL(file));
    sendAhead(file);
  }

  // Content the browser cannot read as an image (e.g. renamed text): the server's message, nothing sent.
  function onPreviewError() {
    request.current?.abort();
    request.current = null;
    setPreview(null);
    setUpload({ state: "idle" });
    setLocalError(imageMessages.notAnImage);
  }

  function clearChoice() {
    request.current?.abort();
    request.current = null;
    setPreview(null);
    setUploadId("");
    setLocalError(null);
    setUpload({ state: "idle" });
    if (fileInput.current) {
      fileInput.current.value = "";
      fileInput.current.focus();
    }
  }

  const shownStaged = !preview && uploadId && uploadId === postedUpload;
  const wide = role !== "initiative_logo";
  const thumbClass = cn("rounded-md border border-border", wide ? "w-40" : "size-24");
  const percent = upload.state === "uploading" && upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;

  const content = (
    <div className="flex flex-col gap-4">
      {description ? (
        <p id={ids.description} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}

      {current?.picture && !preview && !shownStaged ? (
        <div className="flex flex-wrap items-end gap-4">
          <figure className="flex flex-col gap-1.5">
            <ItemPictureView picture={current.picture} sizes={wide ? "160px" : "96px"} aspect={wide ? "wide" : "square"} className={thumbClass} />
            <figcaption className="text-sm text-muted-foreground">{imageFieldTexts.current}</figcaption>
          </figure>
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input type="checkbox" name={names.remove} defaultChecked={defaultRemove} className="size-5 accent-primary" />
            {imageFieldTexts.remove}
          </label>
        </div>
      ) : current && !preview && !shownStaged ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-muted-foreground">{imageFieldTexts.current}: wordt nog verwerkt.</p>
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input type="checkbox" name={names.remove} defaultChecked={defaultRemove} className="size-5 accent-primary" />
            {imageFieldTexts.remove}
          </label>
        </div>
      ) : null}

      {shownStaged ? (
        <div className="flex flex-wrap items-center gap-4 rounded-md border border-border bg-muted/40 p-3" role="status">
          {staged?.picture ? (
            <ItemPictureView picture={staged.picture} sizes={wide ? "160px" : "96px"} aspect={wide ? "wide" : "square"} className={thumbClass} />
          ) : null}
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{imageFieldTexts.staged}</p>
            <p className="text-muted-foreground">{imageFieldTexts.stagedHint}</p>
          </div>
        </div>
      ) : null}

      {preview ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={preview}
            alt={imageFieldTexts.preview}
            onError={onPreviewError}
            className={cn("overflow-hidden object-cover text-xs", thumbClass, wide ? "aspect-video" : "aspect-square")}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
            {upload.state === "uploading" ? (
              <>
                <label htmlFor={ids.progress}>{imageFieldTexts.uploading}</label>
                <progress id={ids.progress} max={100} value={percent} className="h-2 w-full max-w-64 accent-primary">
                  {percent}%
                </progress>
              </>
            ) : null}
            <div>
              <Button type="button" variant="outline" size="sm" onClick={clearChoice}>
                {imageFieldTexts.clear}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      {/* Always present, so screen readers announce the text when it appears. */}
      <p aria-live="polite" className={upload.state === "done" ? "font-medium text-sm" : "sr-only"}>
        {upload.state === "done" ? imageFieldTexts.uploaded : ""}
      </p>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.file}>{current || uploadId ? imageFieldTexts.chooseOther : imageFieldTexts.chooseFile}</Label>
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {imageHint}
        </p>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          name={names.file}
          accept={acceptedImageTypes.join(",")}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[ids.hint, fileError ? ids.fileError : null].filter(Boolean).join(" ")}
          onChange={onFileChange}
          className="w-full max-w-full rounded-md border border-input bg-background p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-medium file:text-secondary-foreground aria-[invalid=true]:border-destructive"
        />
        {fileError ? (
          <p id={ids.fileError} className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        ) : null}
        <input type="hidden" name={names.upload} value={uploadId} />
      </div>

      <div className="flex flex-col gap-1">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.alt}>{imageFieldTexts.alt}</Label>
          <p id={ids.altHint} className="text-sm text-muted-foreground">
            {imageFieldTexts.altHint}
          </p>
          <Input
            id={ids.alt}
            name={names.alt}
            defaultValue={defaultAlt}
            autoComplete="off"
            aria-invalid={altError ? true : undefined}
            aria-describedby={[ids.altHint, altError ? ids.altError : null].filter(Boolean).join(" ")}
            onInput={(event) => setAltLength(event.currentTarget.value.trim().length)}
          />
          {altError ? (
            <p id={ids.altError} className="text-sm font-medium text-destructive">
              {altError}
            </p>
          ) : null}
        </div>
        <AltCounter count={altLength} />
      </div>
    </div>
  );

  if (!legend) return content;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={description ? ids.description : undefined}>
      <legend className="mb-1 font-semibold text-base">{legend}</legend>
      {content}
    </fieldset>
  );
}

/** "12 / 250", hidden from screen readers; a polite live region speaks only near and over the limit. */
function AltCounter({ count }: { count: number }) {
  const max = MAX_IMAGE_ALT_LENGTH;
  const over = count > max;
  const near = count >= max - 25;
  const announcement = over ? `De beschrijving is langer dan ${max} tekens.` : near ? `Je nadert het maximum van ${max} tekens.` : "";
  return (
    <>
      <p
        aria-hidden="true"
        className={cn(
          "text-right text-sm tabular-nums",
          over ? "font-medium text-destructive" : near ? "font-medium text-foreground" : "text-muted-foreground",
        )}
      >
        {count} / {max}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
