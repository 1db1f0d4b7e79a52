declare module "@adobe/structured-data-validator" {
  /** Validates data in the shape @marbec/web-auto-extractor produces: { jsonld: { Type: items[] }, microdata, rdfa }. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<unknown[]>;
  }
}
