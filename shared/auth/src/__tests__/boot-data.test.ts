import { BOOT_DATA_ID, bootData, bootReplies, resetBootData } from '../boot-data';

const page = (text: string | null) => {
  document.body.innerHTML = text === null ? '' : `<script type="application/json" id="${BOOT_DATA_ID}"></script>`;
  if (text !== null) (document.getElementById(BOOT_DATA_ID) as HTMLElement).textContent = text;
};

describe('the page\'s boot data', () => {
  afterEach(() => resetBootData());

  it('reads the remotes and the carried replies once', () => {
    page(JSON.stringify({ remotes: { help: { entry: '/remotes/help/mf-manifest.json', version: 'a' } }, replies: { 'GET /v2/carousel': '{"code":1}', bad: 3 } }));
    expect(bootData().remotes?.help.entry).toBe('/remotes/help/mf-manifest.json');
    const replies = bootReplies();
    expect([...replies.keys()]).toEqual(['GET /v2/carousel']);
    page(null);
    expect(bootData().remotes?.help).toBeDefined();
    expect(bootReplies()).toBe(replies);
  });

  it('is no help, and no error, when the block is missing or broken', () => {
    page(null);
    expect(bootData()).toEqual({});
    resetBootData();
    page('{not json');
    expect(bootData()).toEqual({});
    expect(bootReplies().size).toBe(0);
  });
});
