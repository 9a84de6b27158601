/**
 * What the player sees of the saved games, above the board: the notice about the saved game (with Resume
 * and Discard when a game with another setup waits) and the list of games kept aside.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { KeptGame, KeptReason } from './kept-list.ts';
import { describe } from './saved-game.ts';

/** What the notice and the kept list show, and what their buttons do. */
export interface KeptGamesView {
  /** The notice shown now, or null. */
  readonly notice: string | null;
  /** A saved game with another setup waits: the notice offers to resume or discard it. */
  readonly waiting: boolean;
  /** The kept games, oldest first. */
  readonly games: readonly KeptGame[];
  /** Is the list open? */
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  readonly onResumeWaiting: () => void;
  readonly onDiscardWaiting: () => void;
  readonly onResume: (id: string) => void;
  readonly onDiscard: (id: string) => void;
}

const REASON: Record<KeptReason, string> = {
  'other-setup': 'the board started with another setup',
  'other-tab': 'another tab saved a different game',
  unreadable: 'it could not be read',
  'set-aside': 'put aside when another game was resumed or started',
};

/** The notice and the kept games, newest first. */
export function renderKeptGames(v: KeptGamesView): TemplateResult {
  const notice = v.notice
    ? html`<div class="notice" part="notice" role="status">
        <p>${v.notice}</p>
        ${
          v.waiting
            ? html`<div class="controls">
                <button part="button resume-saved" @click=${v.onResumeWaiting}>Resume it</button>
                <button class="secondary" part="button discard-saved" @click=${v.onDiscardWaiting}>Discard it</button>
              </div>`
            : nothing
        }
      </div>`
    : nothing;
  const games = [...v.games].reverse();
  const list = games.length
    ? html`<details class="kept" part="kept" ?open=${v.open} @toggle=${(e: Event) => v.onToggle((e.target as HTMLDetailsElement).open)}>
        <summary>Kept games (${games.length})</summary>
        <ul>
          ${games.map((g) => {
            const label = g.record
              ? `${describe(g.record)}; kept ${formatDate(g.keptAt)}: ${REASON[g.reason]}`
              : `A saved game that could not be read (${g.why ?? 'unknown reason'}); kept ${formatDate(g.keptAt)}`;
            return html`<li>
              <span>${label}</span>
              <span class="controls">
                ${g.record ? html`<button part="button resume-kept" aria-label=${`Resume: ${label}`} @click=${() => v.onResume(g.id)}>Resume</button>` : nothing}
                <button class="secondary" part="button discard-kept" aria-label=${`Discard: ${label}`} @click=${() => v.onDiscard(g.id)}>Discard</button>
              </span>
            </li>`;
          })}
        </ul>
      </details>`
    : nothing;
  return html`${notice}${list}`;
}

function formatDate(iso: string): string {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
