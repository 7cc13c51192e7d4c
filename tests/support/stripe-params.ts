/**
 * Stripe's parameter rules, as its API applies them to a form-encoded request: the
 * parameter schemas of the public OpenAPI description (stripe/openapi, openapi/spec3.json:
 * `PostCheckoutSessions`, `PostRefunds`, `PostCheckoutSessionsSessionExpire`), reduced to the
 * parameters the stand-in models, and the refusals Stripe answers with (its error codes
 * as the `stripe` package types them). A parameter the stand-in does not model is refused
 * as unknown, so a new parameter in the app needs its rule here first.
 * Runs in Node and in workerd alike (no Node imports).
 */

export interface Refusal {
  status: number;
  type: "invalid_request_error" | "idempotency_error";
  code?: string;
  param?: string;
  message: string;
}

export type Schema =
  | { type: "string"; maxLength?: number; enum?: readonly string[]; format?: "url" | "email" | "currency" }
  | { type: "integer"; minimum?: number }
  | { type: "boolean" }
  | { type: "object"; properties: Record<string, Schema>; required?: readonly string[] }
  | { type: "array"; items: Schema; maxItems?: number }
  | { type: "metadata" };

/** A parsed form value: the wire carries strings, nested by Stripe's bracket notation. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export const refuse = (message: string, param?: string, code?: string, status = 400): Refusal => ({
  status,
  type: "invalid_request_error",
  message,
  ...(param ? { param } : {}),
  ...(code ? { code } : {}),
});

/** Stripe's form encoding: a[b][0][c]=v into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    // name[a][b] -> name, a, b; a bracket inside a key ("metadata[a]b]") stays in it, for the rules to see.
    const open = rawKey.indexOf("[");
    const keys = open < 0 || !rawKey.endsWith("]") ? [rawKey] : [rawKey.slice(0, open), ...rawKey.slice(open + 1, -1).split("][")];
    let node = out as Record<string, FormValue>;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {}) as Record<string, FormValue>;
    });
  }
  return out;
}

/** Stripe counts characters, not UTF-16 units: an emoji is one. */
export const characters = (value: string) => [...value].length;

// The Metadata section of Stripe's API reference (docs.stripe.com/api/metadata): "You can
// specify up to 50 keys, with key names up to 40 characters long and values up to 500
// characters long. ... you can't use square brackets ([ and ]) in keys."
export const METADATA = { keys: 50, keyChars: 40, valueChars: 500 } as const;

/** The WHATWG form rule for an e-mail address: what a browser's type=email accepts. */
export const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function checkParams(value: FormValue | undefined, schema: Schema, path: string): Refusal | null {
  if (value === undefined) return null;
  switch (schema.type) {
    case "string": {
      if (typeof value !== "string") return refuse(`Invalid string: ${preview(value)}`, path);
      if (value === "") return emptyValue(path);
      if (schema.maxLength !== undefined && characters(value) > schema.maxLength) {
        return refuse(`Invalid string: ${preview(value)}; must be at most ${schema.maxLength} characters`, path);
      }
      if (schema.enum && !schema.enum.includes(value)) return refuse(`Invalid ${path}: must be one of ${listOf(schema.enum)}`, path);
      if (schema.format === "url" && !isWebUrl(value)) return refuse("Not a valid URL", path, "url_invalid");
      if (schema.format === "email" && !(characters(value) <= 254 && EMAIL.test(value))) return refuse(`Invalid email address: ${value}`, path, "email_invalid");
      if (schema.format === "currency" && !/^[a-z]{3}$/.test(value)) return refuse(`Invalid currency: ${value}. Use a three-letter ISO code in lowercase.`, path);
      return null;
    }
    case "integer": {
      if (typeof value !== "string" || !/^-?\d+$/.test(value)) return refuse(`Invalid integer: ${preview(value)}`, path, "parameter_invalid_integer");
      if (schema.minimum !== undefined && Number(value) < schema.minimum) return refuse(`This value must be greater than or equal to ${schema.minimum}.`, path);
      return null;
    }
    case "boolean":
      // The form encoding carries a boolean as the word; anything else is refused.
      if (value !== "true" && value !== "false") return refuse(`Invalid boolean: ${preview(value)}`, path);
      return null;
    case "metadata":
      return checkMetadata(value, path);
    case "array": {
      if (!Array.isArray(value)) return refuse(`Invalid array`, path);
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return refuse(`Invalid array: must have at most ${schema.maxItems} items, but ${value.length} were given.`, path);
      for (let index = 0; index < value.length; index++) {
        const refusal = checkParams(value[index], schema.items, `${path}[${index}]`);
        if (refusal) return refusal;
      }
      return null;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return refuse(`Invalid object`, path);
      for (const key of Object.keys(value)) {
        if (!(key in schema.properties)) return refuse(`Received unknown parameter: ${join(path, key)}`, join(path, key), "parameter_unknown");
      }
      for (const key of schema.required ?? []) {
        if (value[key] === undefined) return refuse(`Missing required param: ${join(path, key)}.`, join(path, key), "parameter_missing");
      }
      for (const [key, child] of Object.entries(schema.properties)) {
        const refusal = checkParams(value[key], child, join(path, key));
        if (refusal) return refusal;
      }
      return null;
    }
  }
}

function checkMetadata(value: FormValue, path: string): Refusal | null {
  // An empty value unsets all metadata (the API reference's words): allowed.
  if (value === "") return null;
  if (typeof value !== "object" || Array.isArray(value)) return refuse(`Invalid object`, path);
  const entries = Object.entries(value);
  if (entries.length > METADATA.keys) return refuse(`Invalid metadata: metadata can have at most ${METADATA.keys} keys, but ${entries.length} were given.`, path);
  for (const [key, entry] of entries) {
    if (/[[\]]/.test(key)) return refuse(`Invalid key: ${key} must not contain square brackets`, path);
    if (characters(key) > METADATA.keyChars) return refuse(`Invalid key: ${key} must be a string under ${METADATA.keyChars} characters`, path);
    if (typeof entry !== "string") return refuse(`Invalid val: ${preview(entry)} must be a string under ${METADATA.valueChars} characters`, join(path, key));
    if (characters(entry) > METADATA.valueChars) return refuse(`Invalid val: ${preview(entry)} must be a string under ${METADATA.valueChars} characters`, join(path, key));
  }
  return null;
}

/** Stripe reads an empty string as "unset", which a value that is required or set cannot be. */
function emptyValue(path: string): Refusal {
  return refuse(
    `You passed an empty string for '${path}'. We assume empty values are an attempt to unset a parameter; however '${path}' cannot be unset. You should remove '${path}' from your request or supply a non-empty value.`,
    path,
    "parameter_invalid_empty",
  );
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const join = (path: string, key: string) => (path ? `${path}[${key}]` : key);
const listOf = (values: readonly string[]) => (values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")}, or ${values.at(-1)}`);
const preview = (value: FormValue) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return characters(text) > 60 ? `${[...text].slice(0, 60).join("")}...` : text;
};
