/**
 * The rulebook's sidebar, which is also its reading order: a newcomer who reads the pages from top to
 * bottom meets every rule and every glossary word on or after the page that teaches it
 * (tests/site/order.test.ts checks this against the glossary's "Taught in" links).
 */

/** One sidebar group: a label and its pages' slugs, in reading order. */
export interface SidebarGroup {
  readonly label: string;
  readonly items: readonly string[];
}

export const SIDEBAR: readonly SidebarGroup[] = [
  { label: 'Before you play', items: ['play-responsibly'] },
  {
    // The goal and the board, then how glasses move, then what to set up for a real game (with the
    // Queen's Number that the setup fixes), her toast, a turn from end to end, and how a game ends.
    label: 'Learn the game',
    items: ['lines-and-pulls', 'moving-and-the-dice', 'setting-up', 'queens-number', 'a-turn', 'winning'],
  },
  { label: 'At the table', items: ['etiquette', 'variants', 'hints', 'real-dice'] },
  { label: 'Other rule sets', items: ['rule-sets/da-gucci', 'rule-sets/anarchist', 'rule-sets/de-jesus'] },
  { label: 'More', items: ['glossary', 'tournament', 'history', 'playground', 'lab', 'embedding'] },
];

/** Every page of the sidebar, in reading order (slugs such as `rule-sets/da-gucci`). */
export const READING_ORDER: readonly string[] = SIDEBAR.flatMap((group) => group.items);
