/** The path part of a request URL, still percent-encoded. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Percent-decoding that never throws: a malformed escape stays as it was. */
export function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** NUL and the other C0 controls, and DEL: no file name the site serves holds one. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The segments of the path a request names, in the one form a file system would resolve it to:
 * percent-decoded once, backslashes read as slashes (raw or `%5c`), empty and `.` segments dropped,
 * `..` applied. Allow-lists are looked up with these segments, never with the raw URL.
 * Undefined when the path can name no file: a malformed escape, a NUL or other control
 * character, or a `..` above the root. A double-encoded escape (`%252e`) stays literal (`%2e`).
 */
export function normalizedSegments(url: string): readonly string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOf(url));
  } catch {
    return undefined;
  }
  if (hasControlCharacter(decoded)) return undefined;
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(segment);
  }
  return segments;
}
