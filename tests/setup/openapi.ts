/**
 * Checks HTTP answers against an OpenAPI 3.1 document (the API's own, served at
 * /api/v1/openapi.json): the status must be documented for the path and method, every required
 * header of that answer present, and a body valid against the documented JSON Schema (2020-12,
 * ajv with formats) of its media type. The document itself is checked against the OpenAPI 3.1
 * meta-schema with @seriousme/openapi-schema-validator.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

interface MediaObject {
  schema?: unknown;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, MediaObject>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The OpenAPI 3.1 meta-schema's verdict on `document`: the errors, empty when valid. */
export async function documentErrors(document: unknown): Promise<unknown[]> {
  const validator = new Validator();
  const result = await validator.validate(document as Parameters<Validator["validate"]>[0]);
  return result.valid ? [] : (Array.isArray(result.errors) ? result.errors : [result.errors]);
}

// ajv-formats is CommonJS: its default export arrives wrapped under vitest.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

/** A checker for answers of one document. */
export interface AnswerChecker {
  /**
   * Every way `answer` departs from the document for `method` on `pathname` (e.g.
   * "/api/v1/events/…"); empty when it conforms.
   * @param body the parsed JSON body (undefined for 304 and HEAD)
   */
  problems: (method: string, pathname: string, answer: { status: number; headers: Headers }, body: unknown) => string[];
}

/** Builds an {@link AnswerChecker} for `document`. */
export function answerChecker(document: OpenApiDocument): AnswerChecker {
  // Component references become $defs of each compiled schema, so every schema stands alone.
  const json = JSON.stringify(document).replaceAll("#/components/schemas/", "#/$defs/");
  const doc = JSON.parse(json) as OpenApiDocument;
  const defs = doc.components?.schemas ?? {};
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  return {
    problems(method, pathname, answer, body) {
      const found = templates.find(({ pattern }) => pattern.test(pathname));
      if (!found) return [`${pathname}: no path of the document matches`];
      const operation = doc.paths[found.template]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${found.template}: not documented`];
      const response = operation.responses[String(answer.status)];
      if (!response) return [`${method} ${found.template}: status ${answer.status} not documented`];
      const problems: string[] = [];
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        if (header.required && !answer.headers.has(name)) problems.push(`${answer.status}: header ${name} missing`);
      }
      if (body === undefined) return problems;
      const mediaType = (answer.headers.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
      const media = response.content?.[mediaType];
      if (!media?.schema) return [...problems, `${answer.status}: media type ${mediaType} not documented`];
      const key = `${found.template} ${method} ${answer.status} ${mediaType}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile({ $defs: defs, ...(media.schema as object) });
        compiled.set(key, validate);
      }
      if (!validate(body)) problems.push(`${answer.status} body: ${ajv.errorsText(validate.errors)}`);
      return problems;
    },
  };
}
