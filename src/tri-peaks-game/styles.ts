/**
 * Static styles (adopted stylesheets, so a strict CSP is fine). Every public custom
 * property is read with a fallback; the layout follows the element's own width
 * (container queries), not the viewport.
 */
import { css, unsafeCSS } from 'lit';

/** Where each of the win's eight rising suits starts, and when. */
const celebrationPlaces = unsafeCSS(
  Array.from({ length: 8 }, (_, i) => `.b${i}{left:${6 + i * 12}%;animation-delay:${(i % 4) * 110 + (i > 3 ? 60 : 0)}ms}`).join(''),
);

/** `.x0` … `.x18` and `.r0` … `.r4`: where a layout card sits, in half card-steps and rows (the layout's `columnOf`, `rowOf`). */
const placement = unsafeCSS(
  Array.from({ length: 19 }, (_, x) => `.x${x}{--x:${x}}`).join('') +
    Array.from({ length: 5 }, (_, r) => `.r${r}{--r:${r}}`).join('') +
    Array.from({ length: 7 }, (_, t) => `.tilt${t}{rotate:${(t - 3) * 2.2}deg}`).join(''),
);

export const styles = css`
  /* The internal custom properties have short names (each is written many times, and the
     bundle carries every byte); those set on the host keep the "_" prefix, apart from a
     page's own names. The colours: --_f felt, --_t text on the felt, --_fc card face,
     --_k card back, --_r red suits, --_bk black suits, --_a accent (hints, focus, a hot
     run), --_c control background, --_p and --_pt the panels' background and text, --_g
     good, --_x bad, --_ch Settings' choices. The sizes: --nh the message line's height,
     --bars everything but the board (on .table); --u a card's width, --h its height, --g
     the gap, --s a half card-step, --v a row's drop, --rd the corner radius, --ph the
     peaks' height, --pt the piles' top (on .stage). */
  :host {
    display: block;
    --_f: var(--tp-felt, #17693d);
    --_t: var(--tp-felt-text, #f3f7ef);
    --_fc: var(--tp-card-face, #fffdf7);
    --_k: var(--tp-card-back, #1f3f8a);
    --_r: var(--tp-red, #c8102e);
    --_bk: var(--tp-black, #1a1a22);
    --_a: var(--tp-accent, #ffd54a);
    --_c: var(--tp-control-bg, rgb(255 255 255 / 0.13));
    --_p: #fffdf8;
    --_pt: #1c2420;
    --_g: #1f7a3f;
    --_x: #b3261e;
  }
  :host([hidden]) {
    display: none !important;
  }
  /* The host page stops here. Its rules on the element itself (* { all: unset } beats
     :host) and its inherited text styles (font, letter-spacing, text-transform,
     white-space, cursor ...) reset to initial; custom properties (--tp-*) still inherit,
     and whether the game is visible or takes clicks stays the host's to say. The
     container is this wrapper, so the layout works whatever display the host gets. */
  .root {
    all: initial;
    display: block;
    container: tp-host / inline-size;
    visibility: inherit;
    pointer-events: inherit;
    font-family: var(--tp-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif);
    -webkit-tap-highlight-color: transparent;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_f: var(--tp-felt, #0f4a2c);
      --_t: var(--tp-felt-text, #e4eee6);
      --_fc: var(--tp-card-face, #efece3);
      --_k: var(--tp-card-back, #27407a);
      --_r: var(--tp-red, #c41e3a);
      --_c: var(--tp-control-bg, rgb(255 255 255 / 0.1));
      --_p: #1d2722;
      --_pt: #e9efe9;
      --_g: #7fd49a;
      --_x: #ff9b8f;
      /* Settings' choices: the felt is too dark to read as "selected" on the dark panel. */
      --_ch: var(--_g);
    }
  }
  * {
    box-sizing: border-box;
  }

  /* ----- the felt ----- */
  .table {
    position: relative;
    color: var(--_t);
    background-color: var(--_f);
    background-image:
      radial-gradient(120% 90% at 50% 30%, rgb(255 255 255 / 0.13), transparent 60%),
      radial-gradient(140% 120% at 50% 40%, transparent 55%, rgb(0 0 0 / 0.32)),
      repeating-linear-gradient(0deg, rgb(255 255 255 / 0.018) 0 1px, transparent 1px 3px),
      repeating-linear-gradient(90deg, rgb(0 0 0 / 0.03) 0 1px, transparent 1px 3px);
    border-radius: 16px;
    padding: clamp(8px, 2.2cqi, 22px);
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25), inset 0 1px 0 rgb(255 255 255 / 0.12), 0 6px 24px rgb(0 0 0 / 0.18);
    font-size: clamp(14px, 1.6cqi + 8px, 16px);
    line-height: 1.3;
    /* The message line keeps its height (two lines, three when narrow, at line-height 1.3;
       the em is the message's own), so that a hint never moves the buttons under the
       player's thumb. */
    --nh: 2.6em;
    /* The height of everything but the board: bars, padding. */
    --bars: 222px;
  }
  /* "New game" in words on a wide bar, "New" on a narrow one. */
  .controls .narrow {
    display: none;
  }
  /* A short, wide screen (a phone held sideways): the bars go beside the board, which
     takes the whole height, so the cards grow to use the width. */
  @media (max-height: 500px) and (orientation: landscape) {
    @container tp-host (min-width: 520px) {
      .table {
        display: grid;
        grid-template: auto auto 1fr / minmax(0, 1fr) 150px;
        align-items: start;
        column-gap: 12px;
        --bars: 52px;
        --nh: 3.9em;
      }
      /* The column is narrow: a hint's reason, a little smaller and tighter, takes the
         height the score and the two rows of buttons (about 250px with the padding) leave
         on the screen, six lines on a 360px phone, and a longer one scrolls rather than
         push the buttons off it. */
      .message {
        font-size: 0.86em;
        line-height: 1.2;
        max-height: max(var(--nh), calc(var(--tp-height, 100dvh) - 250px));
        overflow-y: auto;
      }
      .layout {
        grid-area: 1 / 1 / 4;
        width: 100%;
        margin-top: 0;
      }
      .stats,
      .message,
      .replay,
      .controls {
        grid-column: 2;
        width: 100%;
      }
      /* Icons, their words kept as names, two rows of three: the height left is the message's. */
      .controls button {
        padding: 0.3em 0.5em;
      }
      .controls button svg {
        display: inline;
      }
      .controls :is(.word, .wide, .narrow),
      .settings-toggle .text {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    }
  }

  /* ----- score bar ----- */
  /* The bar, the message and the controls are as wide as the board at most. */
  .stats {
    display: flex;
    flex-wrap: wrap;
    /* Every label on one line, whatever the size of the value under it. */
    align-items: flex-start;
    gap: 4px clamp(10px, 3cqi, 28px);
    max-width: var(--tp-max-board, 920px);
    margin: 0 auto;
    padding: 0 2px 4px;
  }
  .stat {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  /* No text under 12px (a phone's legibility floor), whatever the width. */
  .stat .label {
    font-size: max(12px, 0.7em);
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.78;
  }
  .stat .value {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    font-size: 1.05em;
  }
  .stat.score .value {
    font-size: 1.55em;
    line-height: 1.1;
  }
  .stat.run.hot .value {
    color: var(--_a);
    text-shadow: 0 0 12px color-mix(in srgb, var(--_a) 45%, transparent);
  }
  .stat.seed {
    margin-inline-start: auto;
    text-align: end;
    align-items: flex-end;
  }
  .stat.seed .value {
    font-weight: 600;
    font-size: 0.9em;
    opacity: 0.9;
    user-select: all;
    overflow-wrap: anywhere;
  }

  /* ----- board geometry: --u is a card's width, measured on the layout's own width ----- */
  .layout {
    container: tp-layout / inline-size;
    position: relative;
    max-width: var(--tp-max-board, 920px);
    margin: 6px auto 0;
  }
  /* A card's width fits the width and the height: the board (4.9 card widths tall, with
     the piles) and the bars and padding around it (--bars) fit --tp-height, the viewport's
     height unless the host says otherwise, so a phone held sideways shows the whole game. */
  .stage {
    --g: var(--tp-gap, clamp(2px, 0.9cqi, 9px));
    --u: max(22px, min((100cqi - 9 * var(--g)) / 10, (var(--tp-height, 100dvh) - var(--bars)) / 4.9));
    --h: calc(var(--u) * 1.4);
    --s: calc((var(--u) + var(--g)) / 2);
    --v: calc(var(--h) * 0.5);
    --rd: var(--tp-radius, calc(var(--u) * 0.08));
    --ph: calc(var(--v) * 3 + var(--h));
    --pt: calc(var(--ph) + clamp(8px, 3cqi, 26px));
    position: relative;
    width: calc(10 * var(--u) + 9 * var(--g));
    height: calc(var(--pt) + var(--h) + 6px);
    margin: 0 auto;
  }
  /* Golf: seven columns of five, each card overlapping the one above it so that only
     its index (rank and suit side by side) shows; the stock and the waste below the
     first columns, as Golf is laid out, and the show-winnable badge right of them. */
  .stage.golf {
    --u: max(22px, min((100cqi - 6 * var(--g)) / 7, (var(--tp-height, 100dvh) - var(--bars)) / 4.6, 112px));
    --v: calc(var(--h) * 0.3);
    --ph: calc(var(--v) * 4 + var(--h));
    --stock-x: 0;
    --waste-x: 4;
    width: calc(7 * var(--u) + 6 * var(--g));
  }
  .golf .winnable-slot {
    left: calc(6 * var(--s) + 6px);
    width: auto;
    right: 0;
  }
  .golf .index {
    flex-direction: row;
    gap: 0.06em;
  }
  /* A covered card shows only its index strip: nothing of its middle may reach into it. */
  .golf .card:not(.free) :is(.pip, .court) {
    display: none;
  }
  .dealing .stage {
    opacity: 0.75;
  }
  .shuffling {
    margin: 0;
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    font-weight: 600;
    opacity: 0.85;
  }
  .peaks {
    position: absolute;
    inset: 0 0 auto;
    height: var(--ph);
  }
  .piles {
    position: absolute;
    inset: var(--pt) 0 auto;
    height: var(--h);
  }
  ${placement}

  /* ----- cards ----- */
  /* Both are buttons: the button rule below gives them their cursor and colour. */
  .card,
  .stock {
    position: absolute;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    width: var(--u);
    height: var(--h);
    border-radius: var(--rd);
    touch-action: manipulation;
  }
  .card {
    left: calc(var(--x) * var(--s));
    top: calc(var(--r) * var(--v));
  }
  .card.down:not(.free),
  .stock[aria-disabled='true'] {
    cursor: default;
  }
  .card > span,
  .stock .layer > span {
    transition: transform 140ms, box-shadow 140ms;
  }
  .card.free:hover > span {
    transform: translateY(-3px);
    box-shadow: 0 4px 10px rgb(0 0 0 / 0.35), 0 1px 2px rgb(0 0 0 / 0.3);
  }
  .card:focus-visible,
  .stock:focus-visible {
    outline: none;
    z-index: 50;
  }
  .card:focus-visible > span,
  .stock:focus-visible .l0 > span {
    box-shadow: 0 0 0 2px var(--_f), 0 0 0 5px var(--_a), 0 4px 12px rgb(0 0 0 / 0.4);
  }

  .face,
  .back {
    position: absolute;
    inset: 0;
    display: block;
    border-radius: var(--rd);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.3), 0 2px 6px rgb(0 0 0 / 0.18);
  }
  .face {
    background: linear-gradient(165deg, rgb(255 255 255 / 0.5), transparent 45%) var(--_fc);
    color: var(--_bk);
    border: 1px solid rgb(0 0 0 / 0.16);
    overflow: hidden;
  }
  .face.red {
    color: var(--_r);
  }
  .index {
    position: absolute;
    top: 5%;
    left: 6%;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1em;
    font-weight: 700;
    font-size: max(12px, var(--u) * 0.27);
    line-height: 0.95;
    letter-spacing: -0.06em;
    font-variant-numeric: lining-nums;
  }
  .rank::before,
  .court-rank::before {
    content: attr(data-rank);
    content: attr(data-rank) / '';
  }
  .index .suit {
    width: 0.8em;
    height: 0.8em;
    fill: currentColor;
  }
  .index.br {
    display: none;
    inset: auto 6% 5% auto;
    rotate: 180deg;
  }
  .pip,
  .court {
    position: absolute;
    right: 7%;
    bottom: 6%;
    width: 50%;
    aspect-ratio: 1;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  .pip-suit,
  .court-suit {
    width: 100%;
    height: 100%;
    fill: currentColor;
  }
  .court-rank {
    display: none;
  }
  .joker {
    color: #6a3cc2;
  }
  /* The word under the big star, where the card is wide enough for it (the star and
     the corner's star say joker on a small card; its name says it to a screen reader). */
  .joker-word {
    display: none;
    position: absolute;
    top: 104%;
    font-size: max(12px, var(--u) * 0.13);
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .back {
    background: var(--_fc);
    border: 1px solid rgb(0 0 0 / 0.2);
  }
  .back::before {
    content: '';
    position: absolute;
    inset: max(2px, 6%);
    border-radius: calc(var(--rd) * 0.6);
    /* The dots repeat every 7.07px (the diagonal lines' period); the colour is --_k. */
    background:
      radial-gradient(circle, rgb(255 255 255 / 0.22) 0 1.2px, transparent 1.6px) 0 0 / 7.07px 7.07px,
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.16) 0 1px, transparent 1px 5px),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.16) 0 1px, transparent 1px 5px),
      radial-gradient(at 50% 40%, rgb(255 255 255 / 0.18), transparent 70%) var(--_k);
    box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.45), inset 0 0 0 3px var(--_k), inset 0 0 0 4px rgb(255 255 255 / 0.25);
  }

  /* Each card is a container: its face follows its own size, whatever the width of the
     element (a phone held sideways has small cards on a wide table). */
  .card,
  .waste-card {
    container: tp-card / inline-size;
  }
  /* Wider cards: both corners, a big centred suit, framed court cards. */
  @container tp-card (min-width: 50px) {
    .index {
      font-size: max(12px, var(--u) * 0.24);
    }
    .joker-word {
      display: block;
    }
    .index.br {
      display: flex;
    }
    .pip {
      inset: 0;
      margin: auto;
      width: 44%;
    }
    .court {
      inset: 21% 27%;
      width: auto;
      aspect-ratio: auto;
      flex-direction: column;
      gap: 4%;
      border: 1px solid currentColor;
      border-radius: calc(var(--rd) * 0.7);
      background: color-mix(in srgb, currentColor 7%, transparent);
    }
    .court-rank {
      display: block;
      font-family: Georgia, 'Times New Roman', serif;
      font-weight: 700;
      font-size: calc(var(--u) * 0.34);
      line-height: 1;
    }
    .court-suit {
      width: 42%;
      height: auto;
      aspect-ratio: 1;
    }
  }

  /* large-print: the corner index twice as big, alone on the card (no second corner, no
     centre suit), for players who ask for bigger cards. */
  :host([large-print]) .index.tl {
    font-size: max(24px, var(--u) * 0.5);
  }
  :host([large-print]) :is(.index.br, .pip, .court) {
    display: none;
  }

  /* ----- hint, refusal ----- */
  /* A hint is a dashed ring and a "Hint" tag: a shape of its own, so that it never reads
     as the focus ring (a solid double ring), in forced colours too. */
  .card.hinted {
    z-index: 45;
  }
  .hinted > span,
  .stock.hinted .l0 > span {
    outline: 3px dashed var(--_a);
    outline-offset: 3px;
    box-shadow: 0 0 6px 1px color-mix(in srgb, var(--_a) 40%, transparent);
  }
  /* The tag straddles the card's bottom edge at its left: the corner indices are at the
     top left and the bottom right, so it never covers one (on the stock, its top edge). */
  .hint-tag {
    position: absolute;
    z-index: 56;
    left: 0;
    bottom: 0;
    translate: 0 55%;
    padding: 0.05em 0.35em;
    border-radius: 999px;
    background: var(--_a);
    color: #1a1a22;
    font-size: 12px;
    font-weight: 800;
    white-space: nowrap;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.4);
    pointer-events: none;
  }
  .hint-tag::before {
    content: attr(data-text) / '';
  }
  .stock .hint-tag {
    bottom: auto;
    top: 0;
    translate: 0 -55%;
  }
  /* The glow pulses by its opacity alone: an animated box-shadow is repainted on the
     main thread every frame, as long as the hint is shown. */
  .card.hinted::after,
  .stock.hinted .l0::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--rd);
    box-shadow: 0 0 18px 4px color-mix(in srgb, var(--_a) 65%, transparent);
    animation: tp-glow 1.1s ease-in-out infinite alternate;
    pointer-events: none;
  }
  @keyframes tp-glow {
    to {
      opacity: 0.2;
    }
  }
  .rejected > span,
  .stock.rejected .l0 > span {
    box-shadow: 0 0 0 3px #ff6b6b, 0 2px 8px rgb(0 0 0 / 0.3);
  }

  /* ----- stock and waste ----- */
  .stock {
    left: calc(var(--stock-x, 7) * var(--s));
    top: 0;
  }
  .layer,
  .waste-card {
    position: absolute;
    inset: 0;
  }
  .l1 {
    translate: -2px -2px;
  }
  .l2 {
    translate: -4px -4px;
  }
  .empty-pile {
    position: absolute;
    inset: 0;
    border-radius: var(--rd);
    border: 2px dashed rgb(255 255 255 / 0.35);
  }
  .count {
    position: absolute;
    right: -6px;
    bottom: -7px;
    min-width: 2em;
    padding: 0.15em 0.4em;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.72);
    color: #fff;
    font-size: max(12px, var(--u) * 0.17);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.4);
  }
  .waste {
    position: absolute;
    left: calc(var(--waste-x, 11) * var(--s));
    top: 0;
    width: var(--u);
    height: var(--h);
    pointer-events: none;
    z-index: 30;
  }
  .waste-card.top {
    rotate: 0deg;
  }

  /* ----- show-winnable: a small badge left of the stock ----- */
  .winnable-slot {
    position: absolute;
    left: 0;
    top: 0;
    width: calc(var(--stock-x, 7) * var(--s) - 6px);
    height: var(--h);
    display: flex;
    align-items: center;
    justify-content: center;
  }
  .winnable {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    max-width: 100%;
    padding: 0.32em 0.75em 0.32em 0.5em;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.26);
    box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.14);
    font-size: clamp(12px, var(--u) * 0.16, 14px);
    font-weight: 600;
    line-height: 1.15;
    transition: opacity 200ms;
  }
  .winnable svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .winnable.yes svg {
    color: #7ee29c;
  }
  .winnable.no svg {
    color: #ff9d92;
  }
  .winnable.no {
    background: rgb(90 0 0 / 0.34);
  }
  .winnable .short {
    display: none;
  }
  .winnable.checking,
  .winnable.stale {
    opacity: 0.7;
  }

  /* ----- panels: over the whole table, so that opening one never changes the element's size ----- */
  .backdrop {
    position: absolute;
    inset: 0;
    z-index: 60;
    display: grid;
    place-items: center;
    padding: 8px;
    border-radius: inherit;
    background: rgb(0 0 0 / 0.38);
    overflow: hidden;
    container: tp-panel / size;
  }
  .panel {
    position: relative;
    width: min(100%, 360px);
    max-height: 100%;
    overflow: auto;
    overscroll-behavior: contain;
    padding: clamp(12px, 3cqi, 22px) clamp(14px, 4cqi, 26px);
    border-radius: 14px;
    color: var(--_pt);
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.45);
    text-align: center;
    animation: tp-pop 260ms cubic-bezier(0.2, 0.8, 0.3, 1.2);
  }
  @keyframes tp-pop {
    from {
      transform: scale(0.85);
      opacity: 0;
    }
  }
  .panel h2 {
    margin: 0 0 0.4em;
    font-size: 1.35em;
  }
  .panel.won h2::before {
    content: '\\2605\\a0';
    color: #d4a017;
  }
  .lost-text {
    margin: 0 0 0.6em;
  }
  .panel.replayed h2::before {
    content: '\\25B6\\a0';
    font-size: 0.8em;
    color: var(--_g);
  }
  .assists {
    margin: -0.5em 0 0.9em;
    font-size: 0.88em;
    opacity: 0.8;
  }
  .won .assists.clean {
    opacity: 1;
    color: var(--_g);
    font-weight: 600;
  }
  .verdict {
    margin: 0 0 1em;
    padding: 0.7em 0.85em;
    border-radius: 10px;
    background: color-mix(in srgb, currentColor 6%, transparent);
    border: 1px solid color-mix(in srgb, currentColor 12%, transparent);
    font-size: 0.92em;
    line-height: 1.4;
  }
  .verdict p {
    margin: 0;
    text-wrap: pretty;
  }
  .verdict strong {
    display: block;
    margin-bottom: 0.1em;
  }
  .verdict.could strong {
    color: var(--_g);
  }
  .verdict.never strong {
    color: var(--_x);
  }
  .watch-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    justify-content: center;
    margin-top: 0.65em;
  }
  .verdict button {
    min-height: 34px;
    font-size: 0.95em;
  }
  .verdict.checking {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.55em;
    opacity: 0.8;
  }
  .spinner {
    flex: none;
    width: 1em;
    height: 1em;
    border-radius: 50%;
    border: 2px solid color-mix(in srgb, currentColor 25%, transparent);
    border-top-color: currentColor;
    animation: tp-spin 0.8s linear infinite;
  }
  @keyframes tp-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .panel svg,
  .replay svg {
    width: 1em;
    height: 1em;
    fill: currentColor;
  }
  .breakdown {
    margin: 0 0 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .line {
    display: flex;
    justify-content: space-between;
    gap: 2em;
    padding: 0.12em 0;
  }
  .line dd {
    margin: 0;
  }
  /* A label too long for its line (German at 320 px) wraps under itself, not centred like the panel's text. */
  .line dt {
    text-align: start;
  }
  .line.total {
    border-top: 1px solid color-mix(in srgb, currentColor 25%, transparent);
    margin-top: 0.3em;
    padding-top: 0.35em;
    font-weight: 700;
    font-size: 1.15em;
  }
  .panel-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
  }
  /* Secondary buttons on the light (or dark) panel and Settings' sheet. */
  .panel :is(button, .file-button),
  .settings .restart {
    color: inherit;
    border-color: color-mix(in srgb, currentColor 30%, transparent);
    background: transparent;
  }
  .panel button.primary {
    background: var(--_f);
    border-color: var(--_f);
    color: #fff;
  }
  /* A narrow or short element (a 320 px column, a phone held sideways): the backdrop is a
     container for both sizes (tp-panel), and the panel packs tighter (wider where it may),
     so that its heading and every button show when it opens. */
  @container tp-panel (max-width: 480px) or (max-height: 460px) {
    .panel {
      padding: 8px 12px;
      line-height: 1.25;
    }
    .panel h2 {
      margin-bottom: 0.2em;
      font-size: 1.15em;
    }
    .lost-text .why {
      display: none;
    }
    .lost-text,
    .breakdown,
    .verdict,
    .assists {
      margin-bottom: 0.45em;
    }
    .line {
      padding: 0;
    }
    .verdict {
      padding: 0.4em 0.6em;
      line-height: 1.25;
    }
    .watch-actions {
      margin-top: 0.35em;
      gap: 4px;
    }
    .verdict button,
    .panel-actions button {
      min-height: 30px;
      padding-block: 0.15em;
    }
  }
  @container tp-panel (max-height: 460px) and (min-width: 480px) {
    /* The statistics in two columns, where a short panel is wide enough for two (a phone held sideways). */
    .statistics .breakdown {
      display: grid;
      grid-template-columns: 1fr 1fr;
      column-gap: 1.2em;
    }
  }
  @container tp-panel (max-height: 460px) and (min-width: 560px) {
    .panel {
      width: min(100%, 520px);
    }
  }

  /* A win: suits rise behind the panel for a moment (not under reduced motion). */
  .celebration {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  .burst {
    position: absolute;
    bottom: -1em;
    font-size: 28px;
    color: var(--_a);
    opacity: 0;
    animation: tp-rise 1.6s cubic-bezier(0.2, 0.7, 0.3, 1) forwards;
  }
  .burst:nth-child(odd) {
    color: #ff8a8a;
  }
  ${celebrationPlaces}
  @keyframes tp-rise {
    15% {
      opacity: 1;
    }
    to {
      opacity: 0;
      transform: translateY(-110cqb) rotate(40deg);
    }
  }

  /* ----- watching a winning line ----- */
  .watching .stage {
    pointer-events: none;
  }
  /* In the message line's place (see .message). */
  .replay {
    height: var(--nh);
    flex-wrap: wrap;
    gap: 4px 0.8em;
  }
  .replay-text {
    font-weight: 700;
  }
  .replay-count {
    margin-inline-start: 0.35em;
    font-weight: 500;
    opacity: 0.8;
    font-variant-numeric: tabular-nums;
  }
  .replay button {
    min-height: 30px;
    padding: 0.2em 0.85em;
    gap: 0.35em;
  }

  /* ----- message, controls, settings ----- */
  /* The message line keeps its height (--nh, on .table); a message longer than the lines
     kept for it (a hint's reason in French or Russian on a phone) takes another line
     rather than be cut: the buttons move only then. */
  .message,
  .replay {
    display: flex;
    /* Centred, but a message taller than its box starts at its top. */
    align-items: safe center;
    justify-content: center;
    min-height: var(--nh);
    margin: 6px auto 0;
    font-size: 0.92em;
  }
  .message {
    max-width: var(--tp-max-board, 920px);
    text-align: center;
    font-weight: 500;
    text-wrap: balance;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    justify-content: center;
    margin-top: 6px;
  }
  button,
  .file-button {
    appearance: none;
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    min-height: 36px;
    padding: 0.35em 0.95em;
    border: 1px solid rgb(255 255 255 / 0.28);
    border-radius: 999px;
    background: var(--_c);
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    user-select: none;
  }
  .controls button:hover:not(:disabled) {
    background: color-mix(in srgb, var(--_c), white 12%);
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible,
  .file-button:has(:focus-visible),
  textarea:focus-visible {
    outline: 3px solid var(--_a);
    outline-offset: 2px;
  }
  .controls svg {
    width: 1.1em;
    height: 1.1em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  /* Settings opens as a sheet in the top layer, placed by the SettingsSheet controller
     beside the cards the player can play; the game is dimmed behind it, and a tap there
     only closes it. */
  .table:has(.settings:popover-open)::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 65;
    border-radius: inherit;
    background: rgb(0 0 0 / 0.38);
  }
  .controls:has(.settings:popover-open) .settings-toggle {
    background: color-mix(in srgb, var(--_c), white 18%);
  }
  /* The browser's own popover style already fixes it in place and scrolls its overflow. */
  .settings {
    inset: auto;
    margin: 0;
    border: 0;
    width: min(840px, 100% - 16px);
    max-height: calc(100% - 16px);
    text-align: start;
    padding: 14px 16px;
    border-radius: 12px;
    color: var(--_pt);
    box-shadow: 0 10px 32px rgb(0 0 0 / 0.4);
    font-size: 0.92em;
  }
  /* Where Settings or a panel does not fit, it scrolls, and shows it: a thin scrollbar, and
     a shadow at the bottom edge while there is more below (a panel-coloured cover that
     scrolls with the content hides it once the end is reached). */
  .settings,
  .panel {
    scrollbar-width: thin;
    background:
      linear-gradient(transparent, var(--_p) 60%) bottom / 100% 28px no-repeat local,
      radial-gradient(farthest-side at 50% 100%, rgb(0 0 0 / 0.3), transparent) bottom / 100% 12px no-repeat,
      var(--_p);
  }
  /* Up to three columns as the screen allows (a tablet, a laptop): the sheet (up to 840px
     wide) is then a third as tall and fits beside the playable cards. In the top layer,
     100% is the screen. The columns are inside: a sheet cut to the screen's height scrolls
     down, never sideways. */
  .columns {
    columns: 200px 3;
    column-gap: 28px;
  }
  .columns > * {
    break-inside: avoid;
  }
  .settings .restart {
    width: 100%;
    justify-content: center;
    margin-bottom: 0.6em;
  }
  .settings label {
    display: flex;
    align-items: center;
    gap: 0.5em;
    padding: 0.2em 0;
    cursor: pointer;
  }
  .settings input {
    width: 1.1em;
    height: 1.1em;
    margin: 0;
    accent-color: var(--_ch, var(--_f));
  }
  /* Full screen: the felt fills the screen and the game sits in its middle. */
  :host(:fullscreen) {
    background: var(--_f);
    --tp-height: 100dvh;
  }
  :host(:fullscreen) .root,
  :host(:fullscreen) .table {
    height: 100%;
  }
  :host(:fullscreen) .table {
    display: flex;
    flex-direction: column;
    justify-content: center;
    border-radius: 0;
  }
  .fullscreen,
  .statistics-toggle {
    padding-inline: 0.6em;
  }
  .panel.paused {
    width: auto;
    min-width: min(100%, 220px);
  }
  /* The import form, under the statistics' buttons. */
  .load-stats {
    margin-top: 8px;
  }
  .load-stats label:not(.file-button) {
    display: block;
  }
  .load-stats textarea {
    display: block;
    width: 100%;
    margin: 4px 0 8px;
  }
  .load-error {
    color: var(--_x);
  }
  .statistics .rules {
    margin: -0.3em 0 0.6em;
    font-size: max(12px, 0.88em);
    opacity: 0.8;
  }
  /* Settings' choices side by side (every fieldset there is a row of short choices):
     the sheet stays short on a phone. */
  fieldset {
    display: flex;
    flex-wrap: wrap;
    column-gap: 1.1em;
    margin: 0.5em 0 0;
    padding: 0;
    border: 0;
  }
  legend {
    width: 100%;
    padding: 0;
    font-weight: 700;
  }
  .note,
  .keys {
    margin: 0.6em 0 0;
    font-size: max(12px, 0.9em);
    opacity: 0.85;
  }
  /* Keyboard help is for keyboards: not on a touch screen without a mouse. */
  @media (hover: none) and (pointer: coarse) {
    .keys {
      display: none;
    }
  }
  kbd {
    font: inherit;
    font-weight: 700;
    padding: 0 0.3em;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 4px;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* ----- the element's own width ----- */
  @container tp-host (max-width: 420px) {
    .table {
      border-radius: 10px;
      --nh: 3.9em;
    }
    .stats {
      column-gap: 10px;
    }
    .stat .label {
      letter-spacing: 0.02em;
    }
    .controls {
      gap: 4px;
    }
    .controls button {
      padding: 0.3em 0.5em;
      min-height: 34px;
      gap: 0.3em;
    }
    .controls .icon {
      padding-inline: 0.4em;
    }
    /* "New" alone on a narrow bar, Settings an icon (their names stay "New game", "Settings"). */
    .controls .wide,
    .controls button:not(.icon) svg,
    .settings-toggle .text {
      display: none;
    }
    .controls .narrow {
      display: inline;
    }
    /* Words too long for the row (panels.ts, longWords): icons, the words kept as names. */
    .controls.compact button svg {
      display: inline;
    }
    .controls.compact button {
      padding-inline: 0.45em;
    }
    .winnable {
      gap: 0.25em;
      padding: 0.3em 0.6em 0.3em 0.4em;
      white-space: nowrap;
    }
    .winnable .long {
      display: none;
    }
    .winnable .short {
      display: inline;
    }
    .compact :is(.word, .narrow) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }

  /* ----- preferences ----- */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
  /* Forced colours drop every box-shadow (but where forced-color-adjust is none): borders
     and outlines draw what shadows drew. */
  @media (forced-colors: active) {
    .face,
    .back,
    .empty-pile {
      border-color: CanvasText;
    }
    .back::before {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 1px, Canvas 1px 5px);
      box-shadow: none;
    }
    .rejected > span {
      outline: 3px solid Highlight;
      outline-offset: 1px;
    }
    .hinted > span,
    .stock.hinted .l0 > span {
      outline-color: Highlight;
    }
    .card:focus-visible > span,
    .stock:focus-visible .l0 > span {
      outline: 3px solid Highlight;
      outline-offset: 2px;
    }
    .table,
    .hint-tag,
    .count,
    .winnable,
    .verdict {
      border: 1px solid CanvasText;
    }
  }
`;
