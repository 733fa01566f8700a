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
});
