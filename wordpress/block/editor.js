/**
 * The Tri Peaks block in the editor: the live game in the canvas, its choices in the
 * sidebar. Plain JavaScript over WordPress's `wp.*` globals, so the plugin has no build
 * step. The words come from the game's own translations (its Settings) and the plugin's
 * (the other choices), in the editing person's language: `window.triPeaksGameEditor`,
 * written by tri-peaks-game.php.
 */
(function (wp, editor) {
  'use strict';
  var el = wp.element.createElement;
  var blockEditor = wp.blockEditor || wp.editor;
  var components = wp.components;
  var words = editor.words || {};
  var t = function (key) {
    return words[key] || key;
  };
  // Numbers as the game writes them in Settings ("1 joker", "2"): Intl, in the words' language.
  var num = function (n) {
    try {
      return new Intl.NumberFormat(editor.lang || 'en').format(n);
    } catch {
      return String(n);
    }
  };
  var useBlockProps =
    blockEditor.useBlockProps ||
    function (props) {
      return props || {};
    };

  // Block attribute (camelCase) => the element's attribute, as tri-peaks-game.php writes them.
  var TEXT = {
    seed: 'seed',
    deal: 'deal',
    wrap: 'wrap',
    layout: 'layout',
    wild: 'wild',
    scoring: 'scoring',
    lang: 'lang',
    saveKey: 'save-key',
  };
  var FLAGS = { faceUp: 'face-up', largePrint: 'large-print', sound: 'sound', showWinnable: 'show-winnable' };

  /** The element's attributes for the block's: as on the page, the site's language without `lang`. */
  function elementAttributes(attributes) {
    var out = {};
    Object.keys(TEXT).forEach(function (key) {
      var value = attributes[key];
      if (typeof value === 'string' && value !== '') out[TEXT[key]] = value;
    });
    // A boolean attribute is on when present: React writes '' and removes it for undefined.
    Object.keys(FLAGS).forEach(function (key) {
      if (attributes[key] === true) out[FLAGS[key]] = '';
    });
    if (!out.lang) out.lang = editor.siteLang || 'en';
    return out;
  }

  function radio(label, value, options, onChange) {
    return el(components.RadioControl, { label: label, selected: value, options: options, onChange: onChange });
  }

  function toggle(label, checked, onChange, disabled) {
    return el(components.ToggleControl, { label: label, checked: checked, onChange: onChange, disabled: !!disabled });
  }

  function text(label, value, help, onChange) {
    return el(components.TextControl, { label: label, value: value || '', help: help, onChange: onChange });
  }

  /** The game's Settings, the same choices in the same words (src/tri-peaks-game/panels.ts). */
  function settingsPanel(a, set) {
    var golf = a.layout === 'golf';
    var wrapOn = a.wrap ? a.wrap !== 'off' && a.wrap !== 'false' : !golf;
    var scorings = [{ value: 'points', label: t('points') }];
    if (!golf || a.scoring === 'betting') scorings.push({ value: 'betting', label: t('betting') });
    return el(
      components.PanelBody,
      { title: t('settings'), initialOpen: true },
      radio(
        t('game'),
        a.layout || 'tri-peaks',
        [
          { value: 'tri-peaks', label: 'Tri Peaks' },
          { value: 'golf', label: 'Golf' },
        ],
        function (v) {
          set({ layout: v });
        },
      ),
      radio(
        t('jokers'),
        a.wild || '0',
        [
          { value: '0', label: t('none') },
          { value: '1', label: num(1) },
          { value: '2', label: num(2) },
        ],
        function (v) {
          set({ wild: v });
        },
      ),
      toggle(t('wrap'), wrapOn, function (on) {
        set({ wrap: on ? 'on' : 'off' });
      }),
      toggle(
        t('allFaceUp'),
        golf || a.faceUp === true,
        function (on) {
          set({ faceUp: on });
        },
        golf,
      ),
      radio(
        t('deals'),
        a.deal || 'winnable',
        [
          { value: 'winnable', label: t('winnableOnly') },
          { value: 'any', label: t('anyDeal') },
          { value: 'easy', label: t('easy') },
          { value: 'medium', label: t('medium') },
          { value: 'hard', label: t('hard') },
        ],
        function (v) {
          set({ deal: v });
        },
      ),
      radio(t('scoring'), a.scoring || 'points', scorings, function (v) {
        set({ scoring: v });
      }),
      el('p', { className: 'components-base-control__help' }, t('settingNote')),
    );
  }

  /** The element's other attributes: the seed, language, saving and what is shown. */
  function morePanel(a, set) {
    var languages = [
      { value: '', label: t('siteLanguage') },
      { value: 'en', label: 'English' },
    ].concat(
      (editor.languages || []).map(function (l) {
        return { value: l.code, label: l.name };
      }),
    );
    if (
      a.lang &&
      !languages.some(function (l) {
        return l.value === a.lang;
      })
    )
      languages.push({ value: a.lang, label: a.lang });
    return el(
      components.PanelBody,
      { title: t('moreOptions'), initialOpen: true },
      text(t('deal'), a.seed, t('seedHelp'), function (v) {
        set({ seed: v });
      }),
      toggle(t('largePrint'), a.largePrint === true, function (on) {
        set({ largePrint: on });
      }),
      toggle(t('showWinnable'), a.showWinnable === true, function (on) {
        set({ showWinnable: on });
      }),
      toggle(t('sound'), a.sound === true, function (on) {
        set({ sound: on });
      }),
      el(components.SelectControl, {
        label: t('language'),
        value: a.lang || '',
        options: languages,
        onChange: function (v) {
          set({ lang: v });
        },
      }),
      text(t('saveKey'), a.saveKey, t('saveKeyHelp'), function (v) {
        set({ saveKey: v });
      }),
    );
  }

  function Edit(props) {
    var a = props.attributes;
    var set = props.setAttributes;
    return el(
      wp.element.Fragment,
      null,
      el(blockEditor.InspectorControls, null, settingsPanel(a, set), morePanel(a, set)),
      el('div', useBlockProps(), el('tri-peaks-game', elementAttributes(a))),
    );
  }

  wp.blocks.registerBlockType('tri-peaks-game/game', {
    edit: Edit,
    // Rendered on the server (tri-peaks-game.php): the post keeps only the block's comment.
    save: function () {
      return null;
    },
  });
})(window.wp, window.triPeaksGameEditor || {});
