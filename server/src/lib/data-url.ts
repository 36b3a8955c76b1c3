/** Decodes `data:<type>;base64,<content>`; null when it is not a base64 data URL. */
export const decodeDataUrl = (dataUrl: string): { mediaType: string; content: Buffer } | null => {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, mediaType = '', encoded = ''] = match;
  // Line breaks are rare (data URLs from browsers have none): only then is the text copied.
  const compact = /\s/.test(encoded) ? encoded.replace(/\s+/g, '') : encoded;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return { mediaType: mediaType.toLowerCase(), content: Buffer.from(compact, 'base64') };
};
