/** A real backend's answer, as it came, with what the caller should get of its headers. */
export interface UpstreamAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer<ArrayBuffer>;
}
