<?php
/**
 * Plugin Name:       Tri Peaks Game
 * Plugin URI:        https://www.npmjs.com/package/tri-peaks-game
 * Description:       Tri Peaks and Golf solitaire on any page: a "Tri Peaks" block with its choices in the sidebar, or the shortcode [tri_peaks_game seed="daily"]. Every deal winnable, a daily deal, thirteen languages; everything served from your own site.
 * Version:           %VERSION%
 * Requires at least: 5.8
 * Requires PHP:      7.0
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       tri-peaks-game
 *
 * @package TriPeaksGame
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'TRI_PEAKS_GAME_VERSION', '%VERSION%' );

/**
 * The element's attributes: block attribute (camelCase) => the element's own name and
 * whether it is a boolean (present means on). Every value the plugin writes goes through
 * this list, so nothing but these attributes ever reaches the page.
 *
 * @return array<string, array{0: string, 1: bool}>
 */
function tri_peaks_game_attributes() {
	return array(
		'seed'         => array( 'seed', false ),
		'deal'         => array( 'deal', false ),
		'wrap'         => array( 'wrap', false ),
		'layout'       => array( 'layout', false ),
		'wild'         => array( 'wild', false ),
		'scoring'      => array( 'scoring', false ),
		'lang'         => array( 'lang', false ),
		'saveKey'      => array( 'save-key', false ),
		'faceUp'       => array( 'face-up', true ),
		'largePrint'   => array( 'large-print', true ),
		'sound'        => array( 'sound', true ),
		'showWinnable' => array( 'show-winnable', true ),
	);
}

/**
 * A WordPress locale as a language tag: `de_DE` → `de`, `pt_BR` → `pt-BR`, `de_CH` →
 * `de-CH`, `ja` → `ja`. The region is kept where it is not the language's own name
 * (Brazilian Portuguese, Swiss German: numbers are written differently there); a
 * variant such as `_formal` is dropped.
 *
 * @param string $locale A locale such as `de_DE_formal`.
 * @return string A BCP 47 tag, `en` if the locale is not one.
 */
function tri_peaks_game_lang_of_locale( $locale ) {
	if ( ! preg_match( '/^([a-z]{2,3})(?:_([A-Z]{2}|[0-9]{3}))?/', (string) $locale, $m ) ) {
		return 'en';
	}
	$region = isset( $m[2] ) ? $m[2] : '';
	return ( '' === $region || strtolower( $region ) === $m[1] ) ? $m[1] : $m[1] . '-' . $region;
}

/** The site's language as the game's `lang` (the site's locale, Settings → General). */
function tri_peaks_game_site_lang() {
	return tri_peaks_game_lang_of_locale( get_locale() );
}

/**
 * The translation file the game needs for `lang`: the bundle ships one per language
 * (`de`, `pt`, ...), a region falls back to its language; English is built in.
 *
 * @param string $lang A language tag, as given (checked here: it may come from an author).
 * @return string|null The language's file name without `.js`, or null for none.
 */
function tri_peaks_game_translation_of( $lang ) {
	if ( ! preg_match( '/^([a-zA-Z]{2,3})(?:-|$)/', trim( (string) $lang ), $m ) ) {
		return null;
	}
	$language = strtolower( $m[1] );
	return 'en' !== $language && file_exists( __DIR__ . '/bundle/translations/' . $language . '.js' ) ? $language : null;
}

/** The bundle's URL for a file inside it. */
function tri_peaks_game_url( $file ) {
	return plugins_url( 'bundle/' . $file, __FILE__ );
}

/*
 * Loading the game: one module script, on pages that show a game, once however many.
 * WordPress 6.5 and later have script modules (wp_enqueue_script_module prints each once);
 * older ones get a classic script handle printed as `type="module"`. The bundle finds its
 * variant code and translations beside itself, with the same `?ver=`.
 */

/** Handles whose `<script>` tag is printed as a module on WordPress without script modules. */
function tri_peaks_game_module_handles( $add = null ) {
	static $handles = array();
	if ( null !== $add ) {
		$handles[ $add ] = true;
	}
	return $handles;
}

/** Registers and enqueues a file of the bundle as a module, the best way this WordPress has. */
function tri_peaks_game_enqueue_module( $handle, $file, $classic = false ) {
	if ( ! $classic && function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( $handle, tri_peaks_game_url( $file ), array(), TRI_PEAKS_GAME_VERSION );
		return;
	}
	tri_peaks_game_module_handles( $handle );
	wp_enqueue_script( $handle, tri_peaks_game_url( $file ), array(), TRI_PEAKS_GAME_VERSION, true );
}

add_filter(
	'script_loader_tag',
	function ( $tag, $handle ) {
		$handles = tri_peaks_game_module_handles();
		if ( ! isset( $handles[ $handle ] ) ) {
			return $tag;
		}
		$tag = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $tag );
		return preg_replace( '/<script\b/', '<script type="module"', $tag, 1 );
	},
	10,
	2
);

/**
 * Enqueues the game and the translation `lang` needs. Classic handles (`$classic`) are for
 * the block editor, whose canvas is an iframe that gets classic scripts only.
 */
function tri_peaks_game_enqueue( $lang, $classic = false ) {
	tri_peaks_game_enqueue_module( 'tri-peaks-game', 'tri-peaks-game.js', $classic );
	$translation = tri_peaks_game_translation_of( $lang );
	if ( $translation ) {
		tri_peaks_game_enqueue_module( 'tri-peaks-game-' . $translation, 'translations/' . $translation . '.js', $classic );
	}
}

/**
 * The `<tri-peaks-game>` tag for the given options, every value escaped. Values are
 * passed as they are, right or wrong: the element refuses a bad one with one console
 * warning and plays with its default. Without `lang`, the site's language.
 *
 * @param array<string, mixed> $options By block attribute name (camelCase); booleans true or false.
 * @return string HTML.
 */
function tri_peaks_game_markup( $options ) {
	if ( ! isset( $options['lang'] ) || '' === trim( (string) $options['lang'] ) ) {
		$options['lang'] = tri_peaks_game_site_lang();
	}
	$html = '<tri-peaks-game';
	foreach ( tri_peaks_game_attributes() as $key => $attribute ) {
		list( $name, $is_boolean ) = $attribute;
		if ( ! isset( $options[ $key ] ) ) {
			continue;
		}
		$value = $options[ $key ];
		if ( $is_boolean ) {
			$html .= true === $value ? ' ' . $name : '';
		} elseif ( is_scalar( $value ) && '' !== (string) $value ) {
			$html .= ' ' . $name . '="' . esc_attr( (string) $value ) . '"';
		}
	}
	tri_peaks_game_enqueue( (string) $options['lang'] );
	return $html . '></tri-peaks-game>';
}

/*
 * The block: rendered on the server, so any author can insert it and it survives saving
 * (no unknown tag in the post for kses to strip), and the script loads only where it shows.
 */

/** The block's render callback: the element inside the block's wrapper. */
function tri_peaks_game_render_block( $attributes ) {
	$wrapper = function_exists( 'get_block_wrapper_attributes' ) ? get_block_wrapper_attributes() : 'class="wp-block-tri-peaks-game-game"';
	return '<div ' . $wrapper . '>' . tri_peaks_game_markup( is_array( $attributes ) ? $attributes : array() ) . '</div>';
}

/**
 * The editor's words, in the language of the person editing: the game's own words for its
 * Settings, and the plugin's for the other choices (words.json, written by the build).
 */
function tri_peaks_game_editor_words() {
	$all = json_decode( (string) file_get_contents( __DIR__ . '/words.json' ), true );
	if ( ! is_array( $all ) ) {
		return array( 'words' => array(), 'languages' => array() );
	}
	$lang  = tri_peaks_game_lang_of_locale( function_exists( 'determine_locale' ) ? determine_locale() : get_locale() );
	$base  = strtolower( strtok( $lang, '-' ) );
	$words = isset( $all['words']['en'] ) ? $all['words']['en'] : array();
	if ( isset( $all['words'][ $base ] ) ) {
		$words = array_merge( $words, $all['words'][ $base ] );
	}
	return array(
		'lang'      => isset( $all['words'][ $base ] ) ? $base : 'en',
		'words'     => $words,
		'languages' => isset( $all['languages'] ) ? $all['languages'] : array(),
	);
}

add_action(
	'init',
	function () {
		add_shortcode( 'tri_peaks_game', 'tri_peaks_game_shortcode' );
		if ( ! function_exists( 'register_block_type_from_metadata' ) ) {
			return; // Before WordPress 5.5: the shortcode only (see tri_peaks_game_admin_notice).
		}
		wp_register_script(
			'tri-peaks-game-editor',
			plugins_url( 'block/editor.js', __FILE__ ),
			array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
			TRI_PEAKS_GAME_VERSION,
			true
		);
		register_block_type_from_metadata( __DIR__ . '/block', array( 'render_callback' => 'tri_peaks_game_render_block' ) );
	}
);

/* The editor script's words and the site's language, on the editor's pages only. */
add_action(
	'enqueue_block_editor_assets',
	function () {
		wp_add_inline_script(
			'tri-peaks-game-editor',
			'window.triPeaksGameEditor = ' . wp_json_encode(
				array_merge( tri_peaks_game_editor_words(), array( 'siteLang' => tri_peaks_game_site_lang() ) )
			) . ';',
			'before'
		);
	}
);

/*
 * The editor's canvas (an iframe from WordPress 6.3, and the editor page itself before or
 * when a block forces it out of the iframe) gets what `enqueue_block_assets` enqueues:
 * classic scripts only, so the game goes there as a classic handle printed as a module.
 */
add_action(
	'enqueue_block_assets',
	function () {
		if ( is_admin() ) {
			tri_peaks_game_enqueue( tri_peaks_game_site_lang(), true );
		}
	}
);

/*
 * The shortcode: [tri_peaks_game seed="daily" wrap="off" deal="hard" large-print], the
 * element's attribute names as they are. A boolean is on when written without a value (or
 * with any value but `off`, `false`, `no` or `0`). Other names are ignored.
 */

/**
 * The shortcode's handler. Written as an enclosing shortcode by mistake (a stray
 * [/tri_peaks_game] further on), the text it encloses is still shown, after the game.
 *
 * @param array|string $atts    As WordPress parses them: `name => value`, and valueless names by number.
 * @param string|null  $content What an enclosing shortcode encloses.
 * @return string HTML.
 */
function tri_peaks_game_shortcode( $atts, $content = null ) {
	$given = array();
	foreach ( is_array( $atts ) ? $atts : array() as $name => $value ) {
		if ( is_int( $name ) ) {
			$given[ strtolower( (string) $value ) ] = true;
		} else {
			$given[ strtolower( (string) $name ) ] = (string) $value;
		}
	}
	$options = array();
	foreach ( tri_peaks_game_attributes() as $key => $attribute ) {
		list( $name, $is_boolean ) = $attribute;
		if ( ! array_key_exists( $name, $given ) ) {
			continue;
		}
		$value           = $given[ $name ];
		$off             = is_string( $value ) && in_array( strtolower( trim( $value ) ), array( 'off', 'false', 'no', '0' ), true );
		$options[ $key ] = $is_boolean ? ! $off : ( true === $value ? '' : $value );
	}
	return tri_peaks_game_markup( $options ) . ( is_string( $content ) ? do_shortcode( $content ) : '' );
}

/** A clear notice, never a fatal error, where this WordPress lacks what the block needs. */
function tri_peaks_game_admin_notice() {
	if ( function_exists( 'register_block_type_from_metadata' ) || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>' . esc_html(
		sprintf(
			/* translators: %s: the WordPress version running. */
			__( 'Tri Peaks Game: the block needs WordPress 5.8 or later (this site runs %s). The shortcode [tri_peaks_game] works meanwhile.', 'tri-peaks-game' ),
			get_bloginfo( 'version' )
		)
	) . '</p></div>';
}
add_action( 'admin_notices', 'tri_peaks_game_admin_notice' );
