/** The attachments of a multipart `.eml` as nodemailer builds it: each part with a file name, its type and its decoded bytes. */
export function emlAttachments(eml: string): { filename: string; contentType: string; content: Buffer }[] {
  // The outer multipart/mixed boundary (the first one declared): each attachment is one of its parts.
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(eml)?.[1];
  if (!boundary) return [];
  const parts = eml.split(`--${boundary}`).filter((p) => /Content-Disposition: attachment/i.test(p));
  return parts.map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const body = part.slice(split).trim();
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    if (!/Content-Transfer-Encoding: base64/i.test(head)) throw new Error(`attachment ${filename} is not base64`);
    return { filename, contentType, content: Buffer.from(body.replace(/\s/g, ''), 'base64') };
  });
}
