import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify)$/];
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * The only markup a stored rich text (PDF notes) may keep: paragraphs, emphasis, lists, small
 * headings, spans, and links to http/https/mailto that open in a new tab. Everything able to run
 * script (tags, event handlers, javascript: URLs, styles other than text-align) is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'span', 'a'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    p: ['style'],
    span: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL, target: '_blank' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
