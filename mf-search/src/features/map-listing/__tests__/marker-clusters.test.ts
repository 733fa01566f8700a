import { clusterMarkers } from '../marker-clusters';

describe('clusterMarkers', () => {
  it('keeps markers apart when they do not overlap and merges those that do, at their mean position', () => {
    const clusters = clusterMarkers(
      [
        { item: 'a', at: { x: 100, y: 100 } },
        { item: 'b', at: { x: 160, y: 110 } },
        { item: 'c', at: { x: 300, y: 100 } },
        { item: 'd', at: { x: 100, y: 140 } },
      ],
      { x: 84, y: 32 },
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], at: { x: 130, y: 105 } },
      { items: ['c'], at: { x: 300, y: 100 } },
      { items: ['d'], at: { x: 100, y: 140 } },
    ]);
  });

  it('puts markers on one spot in one cluster', () => {
    const markers = [1, 2, 3].map((item) => ({ item, at: { x: 10, y: 10 } }));
    expect(clusterMarkers(markers, { x: 84, y: 32 }).map((cluster) => cluster.items)).toEqual([[1, 2, 3]]);
  });
});
