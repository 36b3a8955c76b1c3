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

  // Prism answers the details example for every id: it has to be a position the listings show,
  // described as they describe it.
  it("the contract's details example agrees with the listings' card of that position", () => {
    const { data: example } = getGetPositionDetailsResponseMock();
    const card = listedPositions().get(example.id);
    expect(card).toBeDefined();
    const shared = Object.fromEntries(
      Object.entries(card ?? {}).filter(([key]) => Object.hasOwn(example, key)),
    );
    expect(example).toMatchObject(shared);
  });
});
