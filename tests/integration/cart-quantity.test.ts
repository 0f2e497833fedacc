/**
 * The cart drawer's steppers (docs/payments.md, PATCH /api/cart/{id}): the server sets a line's copies, 1 to 100 for a template, a
 * package stays at one, and only in the visitor's own cart; each line carries its thumbnail.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addToCart, readCart, setCartQuantity} from '@/lib/cart/store';
import {databaseKinds, openDatabase} from './databases';

for (const kind of databaseKinds) {
  test(`cart quantities and thumbnails (${kind.name})`, async (t) => {
    const db = await openDatabase(kind, t);
    const guest = {guestId: 'guest-steppers'};
    assert.equal(await addToCart(db, guest, {type: 'template', id: 28, quantity: 1}, 'us'), 'ok');
    assert.equal(await addToCart(db, guest, {type: 'package', id: 'sns'}, 'us'), 'ok');
    const before = await readCart(db, guest, 'us', 'en');
    const [template, pkg] = before.items;
    assert.ok(template && pkg);
    // Thumbnails: the template's design page in the page's language (design 28 shows no price: one
    // render per language), the package's own collage.
    assert.match(template.thumb?.src ?? '', /^\/templates\/28-\w+-en\.[0-9a-f]{10}\.webp$/);
    assert.match(pkg.thumb?.src ?? '', /^\/collages\/sns\.[0-9a-f]{10}\.webp$/);
    assert.deepEqual([template.maxQuantity, pkg.maxQuantity], [100, 1]);

    assert.equal(await setCartQuantity(db, guest, template.id, 7), 'ok');
    const after = await readCart(db, guest, 'us', 'en');
    assert.equal(after.items[0]!.quantity, 7);
    assert.equal(after.items[0]!.lineAmount, 7 * template.unitAmount);
    assert.equal(after.totalQuantity, 8);

    assert.equal(await setCartQuantity(db, guest, template.id, 101), 'tooMany');
    assert.equal(await setCartQuantity(db, guest, template.id, 0), 'tooMany');
    assert.equal(await setCartQuantity(db, guest, pkg.id, 2), 'tooMany', 'a package is bought once');
    assert.equal(await setCartQuantity(db, guest, template.id, 100), 'ok');
    // Someone else's line is not found, and stays as it was.
    assert.equal(await setCartQuantity(db, {guestId: 'guest-other'}, template.id, 3), 'notFound');
    assert.equal((await readCart(db, guest, 'us', 'en')).items[0]!.quantity, 100);
  });
}
