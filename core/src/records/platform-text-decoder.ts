// core has neither the DOM nor Node's types: the part of the WHATWG TextDecoder it uses. A module
// that decodes declares the global with this type (`declare const TextDecoder: ...`).

export interface PlatformTextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

export type PlatformTextDecoderClass = new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => PlatformTextDecoder;
