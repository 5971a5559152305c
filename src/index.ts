// Package entry: the <tri-peaks-game> element and its registration.
// Placeholder until the element exists; the element author replaces this file.
export {};
