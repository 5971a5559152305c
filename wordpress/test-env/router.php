<?php
/**
 * The router for `php -S` (scripts/test-wordpress.mjs): a file or folder that exists is
 * served as it is, anything else goes to WordPress (pretty links, /wp-json/).
 */
$tri_peaks_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $tri_peaks_path && file_exists( __DIR__ . $tri_peaks_path ) ) {
	return false;
}
require __DIR__ . '/index.php';
