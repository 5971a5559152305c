import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Autodocs and the argument tables come from the Custom Elements Manifest (generated from
// the element's JSDoc by `npm run analyze`). Private and protected members are internal:
// they are left out of the tables.
type Member = { privacy?: string };
const publicOnly = structuredClone<typeof manifest>(manifest);
for (const module of publicOnly.modules) {
  for (const declaration of (module.declarations ?? []) as { members?: Member[] }[]) {
    if (declaration.members) declaration.members = declaration.members.filter((m) => !m.privacy || m.privacy === 'public');
  }
}
setCustomElementsManifest(publicOnly);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
