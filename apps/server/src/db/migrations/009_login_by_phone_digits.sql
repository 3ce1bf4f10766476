-- Login with a phone typed without the space ("8613800000000" for "86 13800000000") finds it by index.
create index party_phone_digits on party (replace(phone, ' ', '')) where phone is not null and deleted_at is null;
