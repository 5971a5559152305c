<?php
/**
 * The test site's command line (scripts/test-wordpress.mjs), run with the PHP CLI:
 *
 *   php wp.php SITE_DIR URL install    installs WordPress, an Author (no unfiltered_html),
 *                                      activates the plugin, prints the Author's login
 *   php wp.php SITE_DIR URL option NAME VALUE   sets an option (WPLANG: the site's language)
 */
list( , $site, $url, $command ) = $argv;
$_SERVER['HTTP_HOST']   = (string) parse_url( $url, PHP_URL_HOST ) . ':' . (string) parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = (string) parse_url( $url, PHP_URL_HOST );
if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
}
require $site . '/wp-load.php';

if ( 'install' === $command ) {
	// No mail server here: the new site's email is not sent.
	function wp_new_blog_notification() {}
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$installed = wp_install( 'Tri Peaks test site', 'admin', 'admin@example.com', true, '', 'admin-password-1' );
	$author    = wp_insert_user(
		array(
			'user_login' => 'author',
			'user_pass'  => 'author-password-1',
			'user_email' => 'author@example.com',
			'role'       => 'author',
		)
	);
	if ( is_wp_error( $author ) ) {
		fwrite( STDERR, $author->get_error_message() . "\n" );
		exit( 1 );
	}
	// The editor's welcome guide would cover the canvas.
	update_user_meta( $author, $wpdb->get_blog_prefix() . 'persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), 'core' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) );
	$activated = activate_plugin( 'tri-peaks-game/tri-peaks-game.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, 'activating the plugin: ' . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
	echo wp_json_encode(
		array(
			'version'      => get_bloginfo( 'version' ),
			'author'       => 'author',
			'password'     => 'author-password-1',
			'unfilteredHtml' => user_can( $author, 'unfiltered_html' ),
		)
	), "\n";
} elseif ( 'option' === $command ) {
	update_option( $argv[4], $argv[5] );
	echo get_option( $argv[4] ), "\n";
} else {
	fwrite( STDERR, "unknown command $command\n" );
	exit( 2 );
}
