// Every shipped translation, registered on import (`tri-peaks-game/translations/all`).
import './de.js';
import './es.js';
import './fr.js';
import './pt.js';
