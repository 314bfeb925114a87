// The configurable attributes the catalogue's rules name (SPEC §9: flavour attribute code 'flavours').
export const FLAVOURS_ATTRIBUTE_CODE = "flavours";
export const SIZE_ATTRIBUTE_CODE = "size";
