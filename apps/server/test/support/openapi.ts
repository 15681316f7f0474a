import type { App } from '../../src/app.js';

/** The parts of a JSON schema in the app's OpenAPI document that the route-walking tests read. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** A schema with its `$ref` followed to the document's components. */
export const resolve = (doc: OpenApi, schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
};

/** The app's OpenAPI document, as `/api/docs/json` serves it. */
export const openApiOf = async (app: App): Promise<OpenApi> => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  return JSON.parse(res.body) as OpenApi;
};
