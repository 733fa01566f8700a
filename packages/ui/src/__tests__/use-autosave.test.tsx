import { act, renderHook } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, useAutosave } from '../use-autosave';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = (initial: { name: string }, enabled = true) => {
  const save = jest.fn();
  const hook = renderHook(({ value, on }) => useAutosave(value, save, { enabled: on }), { initialProps: { value: initial, on: enabled } });
  return { save, hook };
};

describe('useAutosave', () => {
  it('does not save the value the page opened with', () => {
    const { save } = setup({ name: 'Anna' });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once per pause in typing, the last value typed', () => {
    const { save, hook } = setup({ name: '' });
    hook.rerender({ value: { name: 'A' }, on: true });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    hook.rerender({ value: { name: 'An' }, on: true });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(save.mock.calls).toEqual([[{ name: 'An' }]]);
  });

  it('skips a value equal to the last one saved, and waits while disabled', () => {
    const { save, hook } = setup({ name: 'Anna' }, false);
    hook.rerender({ value: { name: 'Ann' }, on: false });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
    hook.rerender({ value: { name: 'Ann' }, on: true });
    hook.rerender({ value: { name: 'Anna' }, on: true });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls).toEqual([[{ name: 'Anna' }]]);
    hook.rerender({ value: { name: 'Anna' }, on: true });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });

  describe('a value typed just before the page is left', () => {
    const leaving = (initial: { name: string }) => {
      const save = jest.fn();
      const saveOnLeave = jest.fn();
      const hook = renderHook(({ value }) => useAutosave(value, save, { saveOnLeave }), { initialProps: { value: initial } });
      return { save, saveOnLeave, hook };
    };

    it('is sent through saveOnLeave when the page is left (a reload), once', () => {
      const { save, saveOnLeave, hook } = leaving({ name: '' });
      hook.rerender({ value: { name: 'Kowalska' } });
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(saveOnLeave.mock.calls).toEqual([[{ name: 'Kowalska' }]]);
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      expect(save).not.toHaveBeenCalled();
    });

    it('is sent when the tab is hidden, and not again when typing would have paused', () => {
      const { save, saveOnLeave, hook } = leaving({ name: '' });
      hook.rerender({ value: { name: 'Nowak' } });
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      visibility.mockRestore();
      expect(saveOnLeave).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      expect(save).not.toHaveBeenCalled();
    });

    it('goes to save when the component unmounts first; nothing is sent when all was saved', () => {
      const first = leaving({ name: '' });
      first.hook.rerender({ value: { name: 'Anna' } });
      first.hook.unmount();
      expect(first.save.mock.calls).toEqual([[{ name: 'Anna' }]]);
      const second = leaving({ name: '' });
      second.hook.rerender({ value: { name: 'Ewa' } });
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      second.hook.unmount();
      expect(second.save.mock.calls).toEqual([[{ name: 'Ewa' }]]);
      expect(second.saveOnLeave).not.toHaveBeenCalled();
    });
  });
});
