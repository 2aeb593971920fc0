// A footnote's rich text (Aclaraciones, stored sanitised) as pdfmake content: paragraphs, list
// items and headings become blocks, <strong>/<em>/<u> styles; every other tag is dropped and
// entities are decoded, so the PDF shows the words, never markup.
import { sanitizeRichText } from '../settings/sanitize';
import type { Content, ContentObject } from './pdfmake';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set(['p', 'li', 'h3', 'h4']);

interface Run {
  text: string;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline';
}

export function richTextToPdf(html: string): Content[] {
  const clean = sanitizeRichText(html);
  const blocks: ContentObject[] = [];
  let runs: Run[] = [];
  let bullet = false;
  let heading = false;
  const style = { bold: 0, italics: 0, underline: 0 };
  const flush = () => {
    const text = runs.map((r) => r.text).join('');
    if (text.trim()) blocks.push({ text: bullet ? [{ text: '• ' }, ...runs] : runs, bold: heading || undefined, margin: [0, 0, 0, 3] });
    runs = [];
  };
  for (const token of clean.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token);
      if (text)
        runs.push({
          text,
          ...(style.bold ? { bold: true } : {}),
          ...(style.italics ? { italics: true } : {}),
          ...(style.underline ? { decoration: 'underline' as const } : {}),
        });
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const step = closing ? -1 : 1;
    if (BLOCKS.has(name)) {
      flush();
      bullet = !closing && name === 'li';
      heading = !closing && (name === 'h3' || name === 'h4');
    } else if (name === 'br') runs.push({ text: '\n' });
    else if (name === 'strong' || name === 'b') style.bold = Math.max(0, style.bold + step);
    else if (name === 'em' || name === 'i') style.italics = Math.max(0, style.italics + step);
    else if (name === 'u') style.underline = Math.max(0, style.underline + step);
  }
  flush();
  return blocks;
}
