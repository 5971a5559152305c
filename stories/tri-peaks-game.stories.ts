// Storybook stories for <tri-peaks-game>: the default game, each attribute, two themes, a
// 320 px blog column and the languages. Controls set the attributes (`lang` is the locale
// control: every shipped translation is loaded); the docs page comes from the manifest.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/index.js';
import '../src/translations/all.js';
import type { DealMode } from '../src/engine/index.js';

interface Args {
  layout: 'tri-peaks' | 'golf';
  wild: '0' | '1' | '2';
  wrap: 'default' | 'on' | 'off';
  deal: DealMode;
  seed: string;
  scoring: 'points' | 'betting';
  'face-up': boolean;
  'show-winnable': boolean;
  lang: string;
}

/** The locale control's choices: English (built in) and every shipped translation. */
const LANGUAGES = {
  English: 'en',
  Deutsch: 'de',
  Français: 'fr',
  Español: 'es',
  'Português (Brasil)': 'pt-BR',
  Italiano: 'it',
  Nederlands: 'nl',
  Polski: 'pl',
  Türkçe: 'tr',
  Русский: 'ru',
  日本語: 'ja',
  简体中文: 'zh-CN',
  العربية: 'ar',
};

/** The element as a page writes it: only the attributes that differ from the defaults. */
const game = (args: Args, style = '') => html`<tri-peaks-game
  layout=${args.layout === 'golf' ? 'golf' : nothing}
  wild=${args.wild !== '0' ? args.wild : nothing}
  wrap=${args.wrap === 'default' ? nothing : args.wrap}
  deal=${args.deal === 'winnable' ? nothing : args.deal}
  seed=${args.seed ? args.seed : nothing}
  scoring=${args.scoring === 'betting' ? 'betting' : nothing}
  ?face-up=${args['face-up']}
  ?show-winnable=${args['show-winnable']}
  lang=${args.lang && args.lang !== 'en' ? args.lang : nothing}
  style=${style || nothing}
></tri-peaks-game>`;

const meta: Meta<Args> = {
  title: 'Tri Peaks/tri-peaks-game',
  component: 'tri-peaks-game',
  render: (args) => game(args),
  args: {
    layout: 'tri-peaks',
    wild: '0',
    wrap: 'default',
    deal: 'winnable',
    seed: '',
    scoring: 'points',
    'face-up': false,
    'show-winnable': false,
    lang: 'en',
  },
  // Explicit controls for the attributes: the manifest's names collide (the `deal` and
  // `score` events share names with an attribute and a property).
  argTypes: {
    layout: {
      control: 'inline-radio',
      options: ['tri-peaks', 'golf'],
      description: '`tri-peaks` (three peaks) or `golf` (seven columns of five, all face up).',
      table: { category: 'attributes', defaultValue: { summary: 'tri-peaks' } },
    },
    wild: {
      control: 'inline-radio',
      options: ['0', '1', '2'],
      description: 'Jokers in the deck: a joker plays on any card, any card on a joker.',
      table: { category: 'attributes', defaultValue: { summary: '0' } },
    },
    wrap: {
      control: 'inline-radio',
      options: ['default', 'on', 'off'],
      description: "King and Ace are neighbours. Absent: the layout's default (on in Tri Peaks, off in Golf).",
      table: { category: 'attributes', defaultValue: { summary: 'on in Tri Peaks, off in Golf' } },
    },
    deal: {
      control: 'inline-radio',
      options: ['winnable', 'any', 'easy', 'medium', 'hard'],
      description:
        '`winnable`: only deals a solver proves winnable; `any`: as the shuffle falls; `easy`, `medium`, `hard`: winnable, by how often a player who sees only the visible cards wins.',
      table: { category: 'attributes', defaultValue: { summary: 'winnable' } },
    },
    seed: {
      control: 'text',
      description: 'An integer 0-4294967295, any text, `daily` or `daily:YYYY-MM-DD`; empty for a random seed.',
      table: { category: 'attributes', defaultValue: { summary: '(random)' } },
    },
    scoring: {
      control: 'inline-radio',
      options: ['points', 'betting'],
      description: '`points` or `betting` (dollars).',
      table: { category: 'attributes', defaultValue: { summary: 'points' } },
    },
    'face-up': {
      control: 'boolean',
      description: 'Deal all 28 peak cards face up.',
      table: { category: 'attributes', defaultValue: { summary: 'false' } },
    },
    'show-winnable': {
      control: 'boolean',
      description: 'After every move, show whether the position can still be won (an assist).',
      table: { category: 'attributes', defaultValue: { summary: 'false' } },
    },
    lang: {
      control: 'select',
      options: Object.values(LANGUAGES),
      labels: Object.fromEntries(Object.entries(LANGUAGES).map(([name, code]) => [code, `${name} (${code})`])),
      description:
        "The language (the element's, else the closest ancestor's `lang`, else the page's): every word shown and spoken; Arabic lays out right to left.",
      table: { category: 'attributes', defaultValue: { summary: "the page's language, English without a translation" } },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Default: Story = {};

export const NoWrap: Story = { name: 'No wrap (wrap="off")', args: { wrap: 'off', seed: '144' } };

export const AnyDeal: Story = { name: 'Any deal (deal="any")', args: { deal: 'any', seed: '144' } };
export const HardDeal: Story = { name: 'A hard deal (deal="hard")', args: { deal: 'hard', seed: 'daily' } };

export const Golf: Story = { name: 'Golf (layout="golf")', args: { layout: 'golf', seed: '2026' } };

export const GolfWithWrap: Story = {
  name: 'Golf with wrap, Putt Putt (layout="golf" wrap="on")',
  args: { layout: 'golf', wrap: 'on', seed: '7' },
};

export const Jokers: Story = { name: 'Two jokers (wild="2")', args: { wild: '2', seed: '11' } };

export const GolfJokers: Story = { name: 'Golf with a joker (layout="golf" wild="1")', args: { layout: 'golf', wild: '1', seed: '7' } };

export const FixedSeed: Story = { name: 'Fixed seed (seed="12345")', args: { seed: '12345' } };

export const Daily: Story = { name: 'Daily deal (seed="daily")', args: { seed: 'daily' } };

export const Betting: Story = { name: 'Betting (scoring="betting")', args: { scoring: 'betting', seed: '12345' } };

export const FaceUp: Story = { name: 'Face up (face-up)', args: { 'face-up': true, seed: '12345' } };

export const ShowWinnable: Story = { name: 'Show winnable (show-winnable)', args: { 'show-winnable': true, seed: '12345' } };

/** The dark palette, as under `prefers-color-scheme: dark`, set with the custom properties. */
export const DarkTheme: Story = {
  args: { seed: '12345' },
  render: (args) => html`<div style="background:#111;padding:16px">
    ${game(args, '--tp-felt:#0f2a1e;--tp-felt-text:#dfe8e2;--tp-card-face:#e9e5da;--tp-card-back:#2a3f6e;--tp-accent:#f0b429;--tp-control-bg:rgb(255 255 255 / 0.08)')}
  </div>`,
};

/** A custom theme: the documented custom properties and ::part() from the host page. */
export const CustomTheme: Story = {
  args: { seed: '12345' },
  render: (args) => html`<style>
      .theme-claret { --tp-felt: #5b1a2e; --tp-felt-text: #fbeff2; --tp-card-back: #20304f; --tp-accent: #7fe3d0;
        --tp-font: Georgia, 'Times New Roman', serif; --tp-radius: 2px; }
      .theme-claret tri-peaks-game::part(table) { border-radius: 0; }
      .theme-claret tri-peaks-game::part(button) { text-transform: uppercase; letter-spacing: 0.05em; }
    </style>
    <div class="theme-claret">${game(args)}</div>`,
};

/** A 320 px blog column: the layout follows the element's own width. */
export const Column320: Story = {
  name: '320 px column',
  args: { seed: '12345' },
  render: (args) => html`<div style="width:320px;border:1px dashed #999">${game(args)}</div>`,
};

/** The languages side by side at a phone's width: German (the longest words), Japanese and Arabic (right to left). */
export const Languages: Story = {
  args: { seed: '12345' },
  render: (args) => html`<div style="display:flex;flex-wrap:wrap;gap:16px">
    ${['de', 'ja', 'ar'].map((lang) => html`<div style="width:320px">${game({ ...args, lang })}</div>`)}
  </div>`,
};
