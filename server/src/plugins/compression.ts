import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

// Compresses answers built per request (JSON from the API, the page HTML, robots and the
// sitemap) when they are large enough to pay (ADR 0100). Built assets are compressed once at
// build time and served as they are (web-app.ts); an answer that already says
// Content-Encoding is left alone. CSV exports are not compressed here: a long export would
// hold a core for its whole length. customTypes only adds to the plugin's own MIME database,
// which counts text/csv as compressible, so the export route turns compression off itself.
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are never inflated: the body limit must count what actually arrives.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(application\/(json|xml|problem\+json)|text\/(html|plain|xml|css|javascript)|image\/svg\+xml)(;|$)/,
    // Quick settings: per-request compression must cost less than the bytes it saves.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
