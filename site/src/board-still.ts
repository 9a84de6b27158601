/**
 * A rulebook board's first look, drawn at build time: the real `<tablero-board>` rendered by Lit's
 * server rendering (declarative shadow DOM, its own styles inside), in a `<tablero-still>` host that
 * no script ever defines. The page shows the board at once, with no board code loaded; ./board-loader.ts
 * brings it to life (a live `<tablero-board>` takes the still's place) when the reader touches it or
 * scrolls to it.
 */
import { render } from '@lit-labs/ssr';
import { transformSync } from 'esbuild';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import '@tablero/board';

/** An attribute value as markup. */
const escapeAttribute = (value: string): string => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lit's hydration markers: comments a still never needs (nothing hydrates it). */
const LIT_MARKERS = /<!--\/?lit-[^>]*-->|<\?>/g;

/** The board's styles, minified (a page may hold many stills, each with its own copy). */
const minifyStyles = (markup: string): string =>
  markup.replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>${transformSync(css, { loader: 'css', minify: true }).code.trim()}</style>`);

/**
 * The markup of a board with these attributes, as it first draws: `<tablero-still ...attributes>` holding
 * the board's shadow root as a declarative `<template shadowrootmode="open">`.
 */
export function boardStill(attrs: Readonly<Record<string, string>>): string {
  for (const name of Object.keys(attrs)) {
    if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`boardStill: "${name}" is not an attribute name`);
  }
  const open = Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const markup = minifyStyles(collectResultSync(render(html`<tablero-board${unsafeStatic(open)}></tablero-board>`)).replace(LIT_MARKERS, ''));
  const start = markup.indexOf('<tablero-board');
  const end = markup.lastIndexOf('</tablero-board>');
  if (start < 0 || end < 0) throw new Error('boardStill: the server rendering drew no <tablero-board>');
  return `<tablero-still${markup.slice(start + '<tablero-board'.length, end)}</tablero-still>`;
}
