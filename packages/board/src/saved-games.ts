/**
 * The board's saved game (`persist="key"`): resuming it, saving after every action, and never losing a
 * game. A saved game the board cannot resume (another setup, unreadable, or a different game another
 * tab saved) is kept aside with its date, the board says so inside itself and fires `tablero-error`
 * (with a `code`) and `tablero-kept`; the player can resume or discard each kept game.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GameRecord } from '@tablero/engine';
import type { BoardConfig } from './config.ts';
import type { ErrorDetail, KeptDetail, SavedGameCode } from './events.ts';
import { TableroGame, type PlayOptions } from './game.ts';
import { keptKeyOf, keptNow, keptSummary, readKept, withKept, writeKept, type KeptGame, type KeptReason } from './kept-list.ts';
import { describe, differences, isPrefix, loadGame, readSavedText, sameSetup } from './saved-game.ts';
import { browserStore, writeText, type KeyValueStore } from './storage.ts';
import { otherTabWrite, type Waiting } from './tab-sync.ts';
import { renderKeptGames } from './view-kept-games.ts';

/** What the board gives its saved games. */
export interface SavedGamesHost {
  /** The storage key (trimmed), or null when the board saves nothing. */
  readonly storageKey: () => string | null;
  /** The game on screen. */
  readonly game: () => TableroGame | null;
  readonly reportError: (detail: ErrorDetail) => void;
  readonly reportKept: (detail: KeptDetail) => void;
  /** Show this record's game instead of the one on screen (the same game, further on, from another tab). */
  readonly adopt: (record: GameRecord, line: string) => void;
  /** Set the board up as the record was and resume it from storage (it has just been written there). */
  readonly resume: (record: GameRecord) => void;
  /** Put a line in the log and the live region. */
  readonly logLine: (line: string) => void;
}

/** The board's saved game and the games kept aside under its key (a Lit controller of the board). */
export class SavedGames implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #board: SavedGamesHost;
  #store: KeyValueStore | null = null;
  #keyInUse: string | null = null;
  /** The text this board last wrote to (or resumed from) the key: anything else there is not ours. */
  #lastWritten: string | null = null;
  /** Set once another tab saved a different game: this game is then saved in the kept list instead. */
  #detachedId: string | null = null;
  #waiting: Waiting | null = null;
  #failing = false;
  #notice: string | null = null;
  #games: readonly KeptGame[] = [];
  #open = false;

  constructor(host: ReactiveControllerHost & HTMLElement, board: SavedGamesHost) {
    this.#host = host;
    this.#board = board;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this.#onStorage);
  }

  /** The notice shown now (also for the board's log and live region), or null. */
  get message(): string | null {
    return this.#notice;
  }

  /**
   * The game to play: the saved one when it has this setup (unless `fresh`), else a new one. What the
   * key held is never lost: it is kept aside, or left in place until this game is first saved.
   */
  start(config: BoardConfig, fresh: boolean, play: PlayOptions = {}): TableroGame {
    const key = this.#board.storageKey();
    if (key !== this.#keyInUse) this.#lastWritten = null;
    this.#keyInUse = key;
    this.#detachedId = null;
    this.#waiting = null;
    this.#failing = false;
    this.#notice = null;
    this.#open = false;
    this.#games = [];
    if (!key) return new TableroGame(config, undefined, play);
    this.#store = browserStore();
    const store = this.#store;
    if (!store) {
      this.#problem('storage-unavailable', 'This browser gives the page no storage, so this game is not saved.');
      return new TableroGame(config, undefined, play);
    }
    this.#loadKept();
    const saved = loadGame(store, key);
    if (saved.kind === 'blocked') {
      this.#problem('storage-unavailable', `The saved game could not be read: ${saved.why}. This game is not saved.`);
      this.#store = null;
      return new TableroGame(config, undefined, play);
    }
    if (!fresh && saved.kind === 'game' && sameSetup(saved.record, config)) {
      try {
        const game = TableroGame.resume(saved.record, play);
        this.#lastWritten = saved.raw;
        return game;
      } catch {
        // The record replayed already; a failure here would be a bug, so a new game starts below.
      }
    }
    const game = new TableroGame(config, undefined, play);
    if (saved.kind === 'unreadable') {
      if (!this.#keep(keptNow('unreadable', { raw: saved.raw, why: saved.why }))) return game;
      this.#lastWritten = saved.raw;
      this.#problem('saved-game-unreadable', `The saved game could not be read (${saved.why}). It is kept below; a new game has started.`);
      this.#open = true;
    } else if (saved.kind === 'game' && saved.record.actions.length > 0) {
      if (saved.raw === this.#lastWritten) {
        // This board's own game, replaced by a new setup or a reset: kept, so it can be resumed.
        if (!this.#keep(keptNow(fresh ? 'set-aside' : 'other-setup', { record: saved.record }))) return game;
        this.#notice = `The game played before (${describe(saved.record)}) is kept below.`;
      } else if (!fresh) {
        // Someone else's game with another setup: left where it is until this game is saved, so a page
        // that sets its attributes in two steps still resumes it; the notice offers to go back to it.
        this.#waiting = { record: saved.record, raw: saved.raw };
        this.#problem(
          'saved-game-other-setup',
          `A saved game with ${differences(saved.record, config)} is in this browser (${describe(saved.record)}). It is kept if you play this one.`,
        );
        return game;
      }
    }
    this.save(game.record);
    return game;
  }

  /** Save the record (after each action). Whatever else the key holds is kept aside first. */
  save(record: GameRecord): void {
    const key = this.#keyInUse;
    const store = this.#store;
    if (!key || !store) return;
    if (this.#detachedId) {
      this.#keep(keptNow('other-tab', { record }, this.#detachedId));
      return;
    }
    const raw = JSON.stringify(record);
    let there: string | null = null;
    try {
      there = store.getItem(key);
    } catch {
      /* writing reports the problem below */
    }
    if (there !== null && there !== raw && there !== this.#lastWritten) {
      const read = readSavedText(there);
      if (!(read.ok && isPrefix(read.record, record))) {
        const reason: KeptReason = this.#waiting?.raw === there ? 'other-setup' : read.ok ? 'other-tab' : 'unreadable';
        if (!this.#keep(keptNow(reason, read.ok ? { record: read.record } : { raw: there, why: read.why }))) return; // never overwrite a game that could not be kept
        if (reason === 'other-setup') this.#notice = 'The saved game with another setup is kept below; this game is saved now.';
        else
          this.#problem(
            reason === 'other-tab' ? 'saved-game-other-tab' : 'saved-game-unreadable',
            'Another game was saved under this key since this one started (another tab?). It is kept below.',
          );
      }
    }
    this.#waiting = null;
    const err = writeText(store, key, raw);
    if (err) {
      if (!this.#failing) this.#problem('storage-full', `This game could not be saved: ${err}. It goes on here, but a reload would lose what is not saved.`);
      this.#failing = true;
      return;
    }
    this.#lastWritten = raw;
    if (this.#failing) {
      this.#failing = false;
      this.#notice = 'The game is saved again.';
      this.#host.requestUpdate();
    }
  }

  /** The game over and a new one asked for: the finished game is not resumed (but another tab's stays). */
  finish(): void {
    const key = this.#keyInUse;
    if (!key || !this.#store || this.#detachedId) return;
    try {
      if (this.#store.getItem(key) === this.#lastWritten) this.#store.removeItem(key);
    } catch {
      /* storage blocked: nothing to remove */
    }
    this.#lastWritten = null;
  }

  // ---- Another tab ------------------------------------------------------------------------------

  #onStorage = (e: StorageEvent): void => {
    const key = this.#keyInUse;
    if (!key || !this.#store || e.storageArea !== this.#store) return;
    if (e.key === null || e.key === keptKeyOf(key)) {
      this.#loadKept();
      this.#host.requestUpdate();
      return;
    }
    if (e.key !== key || this.#detachedId) return;
    let held: string | null = null;
    try {
      held = this.#store.getItem(key);
    } catch {
      return;
    }
    const game = this.#board.game();
    if (!game) return;
    const write = otherTabWrite(held, this.#lastWritten, game.record, this.#waiting !== null);
    switch (write.kind) {
      case 'none':
        return;
      case 'adopt':
        this.#lastWritten = write.raw;
        this.#board.adopt(write.record, `The game went on in another tab: ${write.actions} action${write.actions === 1 ? '' : 's'} taken there.`);
        return;
      case 'wait':
        this.#waiting = write.waiting;
        this.#host.requestUpdate();
        return;
      case 'forget':
        this.#lastWritten = null;
        return;
      case 'detach': {
        const kept = keptNow('other-tab', { record: game.record });
        if (!this.#keep(kept)) return;
        this.#detachedId = kept.id;
        this.#open = true;
        this.#problem(
          'saved-game-other-tab',
          "Another tab saved a different game under this key. This game goes on here and is saved among the kept games below; a reload resumes the other tab's game.",
        );
      }
    }
  };

  // ---- The kept list ----------------------------------------------------------------------------

  #loadKept(): void {
    const key = this.#keyInUse;
    if (!key || !this.#store) return;
    const { games, repaired } = readKept(this.#store, key);
    this.#games = games;
    if (repaired) writeKept(this.#store, key, games);
  }

  /** Add (or update) a kept game; false, with the reason said and fired, when storage refused. */
  #keep(game: KeptGame): boolean {
    const key = this.#keyInUse;
    const store = this.#store;
    if (!key || !store) return false;
    this.#loadKept();
    const games = withKept(this.#games, game);
    const err = writeKept(store, key, games);
    if (err) {
      if (!this.#failing)
        this.#problem('storage-full', `A game could not be kept aside: ${err}. The saved game is left as it was, and this game is not saved.`);
      this.#failing = true;
      return false;
    }
    const added = games.length > this.#games.length;
    this.#games = games;
    if (added) this.#board.reportKept({ key, reason: game.reason, games: this.#games.map(keptSummary) });
    this.#host.requestUpdate();
    return true;
  }

  #resumeKept(id: string): void {
    const key = this.#keyInUse;
    const store = this.#store;
    const g = this.#games.find((x) => x.id === id);
    if (!key || !store || !g?.record) return;
    const current = this.#board.game();
    if (current && !this.#detachedId && current.record.actions.length > 0 && !this.#keep(keptNow('set-aside', { record: current.record }))) return;
    const record = g.record;
    this.#detachedId = null;
    this.#waiting = null;
    this.#lastWritten = null;
    this.save(record);
    if (this.#failing) return;
    this.#discard(id, false);
    this.#board.resume(record);
    this.#focusList('board');
  }

  #resumeWaiting(): void {
    const w = this.#waiting;
    if (!w) return;
    this.#lastWritten = w.raw;
    this.#waiting = null;
    this.#board.resume(w.record);
    this.#focusList('board');
  }

  #discard(id: string, say = true): void {
    const key = this.#keyInUse;
    if (!key || !this.#store) return;
    this.#loadKept();
    const games = this.#games.filter((g) => g.id !== id);
    const err = writeKept(this.#store, key, games);
    if (err) return this.#problem('storage-full', `The kept game could not be discarded: ${err}.`);
    this.#games = games;
    this.#board.reportKept({ key, reason: null, games: games.map(keptSummary) });
    if (say) this.#board.logLine('The kept game was discarded.');
    this.#host.requestUpdate();
    this.#focusList();
  }

  #discardWaiting(): void {
    const w = this.#waiting;
    if (!w) return;
    this.#waiting = null;
    this.#lastWritten = w.raw;
    this.#notice = null;
    const game = this.#board.game();
    if (game) this.save(game.record);
    this.#board.logLine('The other saved game was discarded.');
    this.#host.requestUpdate();
    this.#focusList('board');
  }

  #problem(code: SavedGameCode, message: string): void {
    this.#notice = message;
    this.#board.logLine(message); // during start() the board puts `message` in its new log instead
    this.#board.reportError({ kind: 'saved-game', code, name: this.#keyInUse ?? '', value: '', message });
    this.#host.requestUpdate();
  }

  /** Keep focus in the board when the button pressed goes away: on the kept list, or on the board's grid. */
  #focusList(prefer: 'list' | 'board' = 'list'): void {
    void (this.#host as unknown as { updateComplete: Promise<unknown> }).updateComplete.then(() => {
      const root = this.#host.shadowRoot;
      const list = root?.querySelector<HTMLElement>('.kept summary');
      const grid = root?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]');
      ((prefer === 'list' ? (list ?? grid) : (grid ?? list)) ?? null)?.focus();
    });
  }

  // ---- What the player sees ---------------------------------------------------------------------

  /** The notice and the kept games, or nothing when the board saves nothing. */
  render(): TemplateResult | typeof nothing {
    if (!this.#keyInUse) return nothing;
    return renderKeptGames({
      notice: this.#notice,
      waiting: this.#waiting !== null,
      games: this.#games,
      open: this.#open,
      onToggle: (open) => (this.#open = open),
      onResumeWaiting: () => this.#resumeWaiting(),
      onDiscardWaiting: () => this.#discardWaiting(),
      onResume: (id) => this.#resumeKept(id),
      onDiscard: (id) => this.#discard(id),
    });
  }
}
