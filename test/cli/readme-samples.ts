// The fenced code samples of README.md, for the tests that run them (Node here, and the
// browser test reads the same rules). A fence directly under a line
// `<!-- readme: no-test (why) -->` is a sample that cannot run; every other one must.
export interface Sample {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The reason given in the no-test marker, or null for a sample that runs. */
  noTest: string | null;
}

export function readmeSamples(text: string): Sample[] {
  const lines = text.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    const marker = /^<!-- readme: no-test \((.+)\) -->$/.exec(lines[start - 1] ?? '');
    samples.push({ lang: open[1], code: `${body.join('\n')}\n`, line: start + 1, noTest: marker ? marker[1] : null });
  }
  return samples;
}

/** The outputs a sample promises, in order: the text after each `// → `. */
export function expectedOutput(code: string): string[] {
  return [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trimEnd());
}
