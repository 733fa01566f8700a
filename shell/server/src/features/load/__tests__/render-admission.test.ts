import { createRenderAdmission } from '../render-admission';

const open = () => new AbortController();

describe('render admission (a short, bounded wait for a render slot)', () => {
  it('lets renders in up to its slots at once', async () => {
    const admission = createRenderAdmission({ max: 2, maxWaitMs: 0 });
    const first = await admission.acquire(open().signal);
    const second = await admission.acquire(open().signal);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(admission.stats()).toMatchObject({ inFlight: 2, admitted: 2, shed: 0 });
  });

  it('without a wait budget refuses at once over its slots, as the cap of ADR 0110 does', async () => {
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 0 });
    await admission.acquire(open().signal);
    await expect(admission.acquire(open().signal)).resolves.toBeUndefined();
    expect(admission.stats()).toMatchObject({ inFlight: 1, shed: 1, waiting: 0 });
  });

  it('a render that can expect a slot soon waits for it and gets it when one is released', async () => {
    let clock = 0;
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 250, initialSlotMs: 100, now: () => clock });
    const release = (await admission.acquire(open().signal))!;
    const waiting = admission.acquire(open().signal);
    expect(admission.stats().waiting).toBe(1);
    clock = 100;
    release();
    const next = await waiting;
    expect(next).toBeDefined();
    expect(admission.stats()).toMatchObject({ inFlight: 1, waiting: 0, waited: 1, admitted: 2, shed: 0 });
  });

  it('refuses at once a render that would wait longer than its budget behind the ones ahead', async () => {
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 250, initialSlotMs: 100, now: () => 0 });
    await admission.acquire(open().signal);
    // Expected waits 100 ms and 200 ms: both wait; the third in line would wait ~300 ms.
    void admission.acquire(open().signal);
    void admission.acquire(open().signal);
    await expect(admission.acquire(open().signal)).resolves.toBeUndefined();
    expect(admission.stats()).toMatchObject({ waiting: 2, shed: 1 });
  });

  it('learns how long a slot is held: slow renders shrink what may wait', async () => {
    let clock = 0;
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 250, initialSlotMs: 50, now: () => clock });
    // Renders that hold their slot 1 s each.
    for (let i = 0; i < 20; i += 1) {
      const release = (await admission.acquire(open().signal))!;
      clock += 1000;
      release();
    }
    expect(admission.stats().slotMs).toBeGreaterThan(900);
    await admission.acquire(open().signal);
    await expect(admission.acquire(open().signal)).resolves.toBeUndefined();
  });

  it('a waiting render whose time box ends leaves the line and never takes a slot', async () => {
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 1000, initialSlotMs: 100, now: () => 0 });
    const release = (await admission.acquire(open().signal))!;
    const box = open();
    const waiting = admission.acquire(box.signal);
    box.abort();
    await expect(waiting).resolves.toBeUndefined();
    release();
    expect(admission.stats()).toMatchObject({ inFlight: 0, waiting: 0, abandoned: 1 });
  });

  it('a release is counted once however often it is called', async () => {
    const admission = createRenderAdmission({ max: 1, maxWaitMs: 0 });
    const release = (await admission.acquire(open().signal))!;
    release();
    release();
    expect(admission.stats().inFlight).toBe(0);
  });
});
