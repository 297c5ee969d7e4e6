/**
 * Wraps every Markdown table in a labelled, focusable scroll region, at build time:
 *   <div class="table-region" role="region" tabindex="0" aria-label="表格：<heading>"><table>…</table></div>
 * Wide tables (engine arguments, model lists) scroll sideways; a keyboard reader can only scroll
 * what can take focus (WCAG 2.1.1, axe `scrollable-region-focusable`), and a screen reader names the
 * region by its label. The CSS moves the scrolling from the table to the wrapper. No client JS.
 *
 * The label is the text of the nearest heading before the table, else the table's header cells.
 * Two tables under one heading get numbered labels, so every region's name is unique.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

export const TABLE_REGION_CLASS = 'table-region';
const LABEL_PREFIX = '表格：';
/** Header cells named in a label when no heading precedes the table. */
const MAX_HEADER_CELLS = 3;

type Node = Root | RootContent | ElementContent;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** Visible text of a node (text and inline code; MDX expressions contribute nothing). */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Node[]).map(textOf).join('');
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function headerCells(table: Element): string[] {
  const cells: string[] = [];
  const walk = (node: Node) => {
    if (cells.length >= MAX_HEADER_CELLS) return;
    if (isElement(node, 'th')) {
      const text = clean(textOf(node));
      if (text) cells.push(text);
      return;
    }
    if ('children' in node) (node.children as Node[]).forEach(walk);
  };
  walk(table);
  return cells;
}

/** The label a table gets: by the heading above it, else by its first header cells. */
export function tableLabel(heading: string, table: Element): string {
  if (heading) return LABEL_PREFIX + heading;
  const cells = headerCells(table);
  return cells.length ? `${LABEL_PREFIX}${cells.join('、')}` : '表格';
}

const HEADING = /^h[1-6]$/;

export default function rehypeTableRegion() {
  return (tree: Root): void => {
    let heading = '';
    const used = new Map<string, number>();
    const uniqueLabel = (label: string) => {
      const n = (used.get(label) ?? 0) + 1;
      used.set(label, n);
      return n === 1 ? label : `${label}（${n}）`;
    };
    // Document order, so "the heading before the table" is the last heading seen.
    const visit = (parent: Node) => {
      if (!('children' in parent)) return;
      const children = parent.children as Node[];
      children.forEach((child, i) => {
        if (isElement(child) && HEADING.test(child.tagName)) {
          heading = clean(textOf(child));
          return;
        }
        if (isElement(child, 'table')) {
          if (isElement(parent) && parent.properties.className?.toString().includes(TABLE_REGION_CLASS)) return;
          children[i] = {
            type: 'element',
            tagName: 'div',
            properties: {
              className: [TABLE_REGION_CLASS],
              role: 'region',
              tabIndex: 0,
              ariaLabel: uniqueLabel(tableLabel(heading, child)),
            },
            children: [child],
          };
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
