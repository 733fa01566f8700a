import { clusterMarkers } from '../marker-clusters';

describe('clusterMarkers', () => {
  it('keeps markers apart when they do not overlap and merges those that do, at their mean position', () => {
    const clusters = clusterMarkers(
      [
        { item: 'a', at: { x: 100, y: 100 } },
        { item: 'b', at: { x: 120, y: 110 } },
        { item: 'c', at: { x: 300, y: 100 } },
      ],
      48,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], at: { x: 110, y: 105 } },
      { items: ['c'], at: { x: 300, y: 100 } },
    ]);
  });

  it('puts every marker on its own at distance 0 (the deepest zoom)', () => {
    const markers = [1, 2, 3].map((item) => ({ item, at: { x: 10, y: 10 } }));
    expect(clusterMarkers(markers, 0).map((cluster) => cluster.items)).toEqual([[1], [2], [3]]);
  });
});
