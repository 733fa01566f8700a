import * as runtimeCore from '@module-federation/runtime/core';
import { createProvideRuntimeCorePlugin, RUNTIME_CORE_GLOBAL } from '../runtime/provide-runtime-core-plugin';

type BeforeInit = (args: { options: { name: string } }) => unknown;

describe('the host plugin that hands its federation runtime to the remotes', () => {
  it('puts the runtime core where remotes built with externalRuntime read it, before the host starts', () => {
    // MF's ExternalsPlugin maps '@module-federation/runtime-core' to this global in every remote.
    expect(RUNTIME_CORE_GLOBAL).toBe('_FEDERATION_RUNTIME_CORE');
    const target: Record<string, unknown> = {};
    const args = { options: { name: 'shell' } };
    const plugin = createProvideRuntimeCorePlugin(target);
    expect((plugin.beforeInit as BeforeInit)(args)).toBe(args);
    expect(target[RUNTIME_CORE_GLOBAL]).toBe(runtimeCore);
    expect(typeof (target[RUNTIME_CORE_GLOBAL] as typeof runtimeCore).ModuleFederation).toBe('function');
  });

  it('keeps a runtime another host on the page provided first', () => {
    const first = { provided: 'first' };
    const target: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: first };
    (createProvideRuntimeCorePlugin(target).beforeInit as BeforeInit)({ options: { name: 'shell' } });
    expect(target[RUNTIME_CORE_GLOBAL]).toBe(first);
  });
});
