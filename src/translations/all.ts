// Every shipped translation, registered on import (`tri-peaks-game/translations/all`).
import './de.js';
import './es.js';
import './fr.js';
import './it.js';
import './nl.js';
import './pl.js';
import './pt.js';
import './tr.js';
