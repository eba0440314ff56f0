// Types for the judges that ship none, as far as the journeys use them.

declare module '@adobe/structured-data-validator' {
  interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Google's rich-result requirements; without schema.org's vocabulary it checks those alone. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  interface Extracted {
    jsonld?: Record<string, unknown[]>;
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}
