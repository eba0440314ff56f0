import type { z } from 'zod';
import { answerParts, requestSamples } from './entities/request-samples.js';
import * as samples from './entities/samples.js';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type Sample = Record<string, unknown>;

const isObject = (value: unknown): value is Sample => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object of the samples, nested ones too (an order's items, a blog's tour): the places examples come from. */
function objectsOf(value: unknown, found: Sample[] = []): Sample[] {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, found);
  else if (isObject(value)) {
    found.push(value);
    for (const inner of Object.values(value)) objectsOf(inner, found);
  }
  return found;
}

/**
 * In a fixed order (a tour's fields before a banner's, so a bare `picUrl` is a tour picture): the order of a
 * module namespace's keys differs between Node and Vite, and the document must come out the same in both.
 */
const entitySamples = [
  samples.productDetail,
  samples.productCard,
  samples.collectedItem,
  samples.order,
  samples.priceQuote,
  samples.availabilityDay,
  samples.member,
  samples.savedCard,
  samples.review,
  samples.myReview,
  samples.messageThread,
  samples.chatMessage,
  samples.merchantProfile,
  samples.blog,
  samples.article,
  samples.banner,
  samples.city,
  samples.category,
  samples.language,
  samples.currency,
  samples.dictEntry,
  samples.country,
];
const sampleObjects = objectsOf([...entitySamples, ...requestSamples]);
const fallbacks = objectsOf(answerParts);

/** A value as the text a form or query carries: lists comma-joined, as the client's encoder sends them. */
const asText = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

const isUsable = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** Whether OpenAPI 3.0 `schema` takes `value`: the checks the export emits (type, enum, pattern, bounds, items). */
function fits(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((branch) => typeof branch === 'object' && fits(branch, value));
  if (value === null) return schema.nullable === true;
  if (schema.enum && !schema.enum.includes(value as never)) return false;
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' && textFits(schema, value);
    case 'integer':
      return Number.isInteger(value) && numberFits(schema, value as number);
    case 'number':
      return typeof value === 'number' && numberFits(schema, value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array': {
      const items = schema.items;
      if (!Array.isArray(value) || value.length < (schema.minItems ?? 0)) return false;
      return typeof items !== 'object' || Array.isArray(items) || value.every((item) => fits(items, item));
    }
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

function textFits(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test(text);
}

function numberFits(schema: JsonSchema, n: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (minimum !== undefined && (exclusiveMinimum === true ? n <= minimum : n < minimum)) return false;
  if (maximum !== undefined && (exclusiveMaximum === true ? n >= maximum : n > maximum)) return false;
  return true;
}

/** The sample sharing the most field names with an object schema: a category's fields pick the category sample. */
function closestSample(names: string[]): Sample | undefined {
  let best: Sample | undefined;
  let shared = 0;
  for (const sample of sampleObjects) {
    const count = names.filter((name) => name in sample).length;
    if (count > shared) [best, shared] = [sample, count];
  }
  return best;
}

/** The first candidate the schema takes, as is or as form text. */
function firstFitting(schema: JsonSchema, candidates: unknown[]): unknown {
  for (const candidate of candidates.filter(isUsable)) {
    for (const form of [candidate, asText(candidate)]) if (fits(schema, form)) return form;
  }
  return undefined;
}

/**
 * Sets an `example` on every scalar field (and list of scalars) of a request or response schema, from the
 * closest sample first, then any sample with a field of that name; an object's example is its fields'. A
 * field no sample fits gets none, which the export's test reports: add a realistic value to the samples.
 */
function exampleOf(schema: JsonSchema, name: string, owner: Sample | undefined): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.properties) return objectExample(schema);
  if (schema.type === 'array' && typeof schema.items === 'object' && !Array.isArray(schema.items) && schema.items.properties) {
    return [objectExample(schema.items)];
  }
  // Any value: `data` the storefront does not read, which the mock answers as null.
  const untyped = schema.type === undefined && !schema.anyOf && !schema.enum;
  const others = [...sampleObjects, ...fallbacks].map((sample) => sample[name]);
  const example = untyped ? null : firstFitting(schema, [owner?.[name], ...others]);
  if (example !== undefined) schema.example = example;
  return example;
}

function objectExample(schema: JsonSchema): Sample {
  const properties = Object.entries(schema.properties ?? {});
  const owner = closestSample(properties.map(([name]) => name));
  const example: Sample = {};
  for (const [name, property] of properties) {
    if (typeof property !== 'object') continue;
    const value = exampleOf(property, name, owner);
    if (value !== undefined) example[name] = value;
  }
  return example;
}

/** Adds examples to a whole request or response schema (in place) and returns it. */
export function withExamples(schema: JsonSchema): JsonSchema {
  exampleOf(schema, '', undefined);
  return schema;
}
