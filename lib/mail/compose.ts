import escapeHtml from "escape-html";

/**
 * An e-mail written once as blocks and rendered twice, as plain text and as HTML, so the two parts
 * always say the same. Every value is text: the HTML part escapes it, so a name or an employer's
 * name can never become markup.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; label: string; url: string }
  | { kind: "facts"; rows: ReadonlyArray<readonly [label: string, value: string]> };

/** Small print after the signature: why the person gets it, and for a reminder how to stop them. */
export type MailNote = { text: string; link?: { label: string; url: string } };

/** One language's part: a bilingual e-mail has two, one after the other. */
export type MailSection = {
  language: string;
  greeting: string;
  blocks: readonly MailBlock[];
  signature: string;
  notes?: readonly MailNote[];
};

export type ComposedMail = { subject: string; text: string; html: string };

const RULE = "\n\n— — —\n\n";

export function composeMail({
  subject,
  sections,
}: {
  subject: string;
  sections: readonly MailSection[];
}): ComposedMail {
  return {
    subject,
    text: `${sections.map(sectionText).join(RULE)}\n`,
    html: document(
      subject,
      sections[0]?.language ?? "en",
      sections.map(sectionHtml).join('<hr style="border:0;border-top:1px solid #cbd5e1;margin:32px 0">'),
    ),
  };
}

function sectionText(section: MailSection): string {
  const blocks = section.blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return block.text;
      case "action":
        return `${block.label}:\n${block.url}`;
      case "facts":
        return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    }
  });
  const notes = (section.notes ?? []).map((note) =>
    note.link ? `${note.text}\n${note.link.label}:\n${note.link.url}` : note.text,
  );
  return [section.greeting, ...blocks, section.signature, ...notes].join("\n\n");
}

const P = 'style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a"';

function sectionHtml(section: MailSection): string {
  const blocks = section.blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return `<p ${P}>${escapeHtml(block.text)}</p>`;
      case "action":
        // A link styled as a button; its address is also written out for clients that hide links.
        return (
          `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#334155;word-break:break-all">${escapeHtml(block.url)}</p>`
        );
      case "facts":
        return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:16px;line-height:24px;color:#0f172a">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`;
    }
  });
  const notes = (section.notes ?? []).map(
    (note) =>
      `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#334155">${escapeHtml(note.text)}${
        note.link
          ? ` <a href="${escapeHtml(note.link.url)}" style="color:#1d4ed8;text-decoration:underline">${escapeHtml(note.link.label)}</a>`
          : ""
      }</p>`,
  );
  return `<div lang="${escapeHtml(section.language)}"><p ${P}>${escapeHtml(section.greeting)}</p>${blocks.join("")}<p ${P}>${escapeHtml(section.signature)}</p>${notes.join("")}</div>`;
}

function document(subject: string, language: string, body: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f8fafc"><main style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">${body}</main></body></html>`
  );
}
