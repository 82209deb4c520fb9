/** @jest-environment node */
import { runtimeLibraryGlobals } from '../runtime-libraries';
import joyRuntimePlugin from '../runtime-plugin';

describe("the federation runtime's libraries, taken from the shell", () => {
  afterEach(() => {
    for (const name of Object.values(runtimeLibraryGlobals)) delete (globalThis as Record<string, unknown>)[name];
  });

  it("has the shell's runtime plugin put the very libraries its runtime uses on those globals before any remote loads", () => {
    const plugin = joyRuntimePlugin();
    const args = { options: { name: 'shell' } } as unknown as Parameters<NonNullable<typeof plugin.beforeInit>>[0];
    expect(plugin.beforeInit?.(args)).toBe(args);
    const host = globalThis as Record<string, unknown>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(host[runtimeLibraryGlobals['@module-federation/sdk']]).toBe(require('@module-federation/sdk'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(host[runtimeLibraryGlobals['@module-federation/error-codes']]).toBe(require('@module-federation/error-codes'));
    expect(typeof (host._JOY_FEDERATION_SDK as { loadScript?: unknown }).loadScript).toBe('function');
  });

  it('leaves globals already provided as they are (one copy on the page)', () => {
    const mine = {};
    (globalThis as Record<string, unknown>)._JOY_FEDERATION_SDK = mine;
    const plugin = joyRuntimePlugin();
    plugin.beforeInit?.({ options: { name: 'shell' } } as unknown as Parameters<NonNullable<typeof plugin.beforeInit>>[0]);
    expect((globalThis as Record<string, unknown>)._JOY_FEDERATION_SDK).toBe(mine);
  });
});
