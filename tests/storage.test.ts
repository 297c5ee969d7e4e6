// Imported by file: the package entry pulls in the whole theme runtime.
import {createStorageSlot} from '../node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js';

// The site relies on Docusaurus's storage slots for colour mode, preferred version and the
// announcement bar: when localStorage throws they must warn and carry on, not crash.
describe('browser storage failure', () => {
  it('warns and keeps working without persistence when localStorage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const slot = createStorageSlot('theme');
      expect(() => slot.set('dark')).not.toThrow();
      expect(slot.get()).toBeNull();
      createStorageSlot('docusaurus.announcement.dismiss').get();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/storage is not available/), expect.any(DOMException));
    } finally {
      warn.mockRestore();
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});
