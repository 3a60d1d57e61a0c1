import { describe, expect, it } from 'vitest';
import {
  engineCall, insideEngineCall, release, retain, sweep, track, type Counted,
} from '../../engine/src/memory/ownership.ts';

const disposed: string[] = [];
function counted(name: string): Counted {
  const o: Counted = { refs: 0, managed: insideEngineCall(), disposed: false, dispose: () => { disposed.push(name); } };
  track(o);
  return o;
}

describe('owner counting', () => {
  it('disposes what an engine call made and nothing owns, at the start of the next top-level call', () => {
    disposed.length = 0;
    let kept!: Counted;
    engineCall(() => {
      counted('temporary');
      kept = counted('result');
      retain(kept);
    })();
    expect(disposed).toEqual([]); // nothing is freed while Python may still be wrapping the results
    engineCall(() => {})();
    expect(disposed).toEqual(['temporary']);
    release(kept);
    expect(disposed).toEqual(['temporary']);
    sweep();
    expect(disposed).toEqual(['temporary', 'result']);
  });

  it('defers releases inside a call, even to zero owners, until the call is over', () => {
    disposed.length = 0;
    engineCall(() => {
      const o = counted('held');
      retain(o);
      engineCall(() => release(o))(); // a nested call (a Python hook) does not sweep
      expect(disposed).toEqual([]);
    })();
    sweep();
    expect(disposed).toEqual(['held']);
  });

  it('never disposes what the JS API made outside engine calls', () => {
    disposed.length = 0;
    const o = counted('js');
    retain(o);
    release(o);
    sweep();
    expect(disposed).toEqual([]);
  });

  it('refuses to sweep inside an engine call', () => {
    expect(() => engineCall(sweep)()).toThrow();
  });
});
