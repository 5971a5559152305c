// Every shipped translation, registered on import (`tri-peaks-game/translations/all`).
import './ar.js';
import './de.js';
import './es.js';
import './fr.js';
import './it.js';
import './ja.js';
import './nl.js';
import './pl.js';
import './pt.js';
import './ru.js';
import './tr.js';
import './zh.js';
