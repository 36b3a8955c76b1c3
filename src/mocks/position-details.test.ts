import {
  getGetPositionDetailsResponseMock,
  getSearchPositionsResponseMock,
} from '@generated/api/search/search.faker';
import { operationMocks } from '@generated/mocks';
import { listedPositions } from './position-details';

const details = async (id: number) => {
  const response = await fetch(`http://localhost/api/pcsx/position_details?position_id=${id}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('position details on mocks', () => {
  it('follow the card asked for, not always the example position', async () => {
    const { positions } = getSearchPositionsResponseMock().data;
    expect(positions.length).toBeGreaterThan(1);
    for (const card of positions) {
      const { status, body } = await details(card.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 200,
        data: {
          id: card.id,
          name: card.name,
          locations: card.locations,
          department: card.department,
          positionUrl: card.positionUrl,
        },
      });
    }
  });

  it("answer an id no example lists with the contract's 404", async () => {
    expect(await details(987654)).toEqual({
      status: 404,
      body: operationMocks.getPositionDetails.responses['404'].examples[0],
    });
  });

  // Prism answers the first details example for every id: each one has to be a position the
  // listings show, described as they describe it.
  it("the contract's details examples agree with the listings' cards of those positions", () => {
    const cards = listedPositions();
    const examples = operationMocks.getPositionDetails.responses['200'].examples;
    expect(examples[0]).toEqual(getGetPositionDetailsResponseMock());
    examples.forEach((example) => {
      const { data } = example as ReturnType<typeof getGetPositionDetailsResponseMock>;
      const card = cards.get(data.id);
      expect(card).toBeDefined();
      const shared = Object.fromEntries(
        Object.entries(card ?? {}).filter(([key]) => Object.hasOwn(data, key)),
      );
      expect(data).toMatchObject(shared);
    });
  });
});
