/**
 * The prose of the rulebook's MDX pages, as the source-reading site tests see it (own-words.test.ts,
 * order.test.ts): what a reader reads, without markup.
 */

/** The words of a text, lower case, with punctuation and apostrophes dropped (`Queen's` → `queens`). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The prose of a rulebook page: the frontmatter's values, the text and the string props of components
 * (captions, task prompts), without imports, code blocks, inline code, tags or link targets.
 */
export function proseOf(page: string): string {
  return page
    .replace(/^---\n[\s\S]*?\n---\n/, (front) => front.replace(/^\s*[\w-]+:/gm, '\n'))
    .replace(/^import .*$/gm, '\n')
    .replace(/```[\s\S]*?```/g, '\n')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2]).join(' . ')} . `);
}
