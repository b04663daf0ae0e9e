# Les messages du noyau, communs à tous les jeux : à qui le tour, annuler, une partie guidée.

rule-game-over = La partie est terminée
refused-game-over = plus aucune action n’est possible
rule-answer-once = Seuls les joueurs interrogés peuvent répondre, une fois chacun
refused-not-among-asked = { $count ->
    [one] ce n’est pas à { $who } de répondre, mais à { $asked }
   *[other] { $who } n’est pas parmi ceux qui doivent encore répondre ({ $asked })
}
rule-act-in-turn = Les joueurs jouent chacun à leur tour
refused-not-your-turn = { $count ->
    [one] c’est à { $asked } de décider, pas à { $who }
   *[other] c’est à { $asked } de décider, pas à { $who }
}
rule-tutorial-one-move = Apprendre à jouer : à chaque étape, la table demande un coup précis
refused-try-the-glowing-one = essayez celui qui brille : { $action }

rule-undo = Vous pouvez reprendre vos propres actions tant que rien de caché n’a été révélé, qu’aucun dé n’a été lancé et qu’aucun autre joueur n’a joué
refused-undo-nothing-yours = vous n’avez rien à reprendre
refused-undo-no-table = il n’y a pas de table
refused-undo-nothing = il n’y a rien à reprendre
refused-undo-another-acted = un autre joueur a joué depuis votre dernière action
refused-undo-sealed = votre dernière action a révélé quelque chose ou lancé un dé : elle reste
refused-undo-replay = la relecture a été refusée : { $why }

clock-action = action

## Une sauvegarde refusée : abîmée, ou de règles qui ne la rejouent plus

save-damaged = la sauvegarde est abîmée : { $why }
save-unusable = la sauvegarde ne peut pas servir : { $why }
save-not-text = ce n’est pas un texte lisible
save-why-not-over = sa partie n’est pas encore finie
save-why-other-game = elle contient une partie de { $game }, pas de { $ours }
save-why-rules-version = elle a été jouée avec les règles de { $game } en version { $theirs } et ce Mogland joue la version { $ours } : elle ne se rejouerait pas comme la même partie
save-why-level = le niveau sur lequel elle a été jouée ne passe pas les vérifications de ce Mogland : { $problem } (à `{ $at }`)
save-why-cannot-deal = sa table ne peut pas être mise en place avec ces règles : { $why }
save-why-refused = ses coups ne se rejouent plus avec ces règles : l’action { $number } du journal a été refusée en la rejouant : { $detail } (règle : { $rule })
save-why-digest = en rejouant { $count ->
    [one] son coup, on arrive
   *[other] ses { $count } coups, on arrive
} à une autre table que celle qu’elle a enregistrée (les règles ont changé depuis)
save-why-not-a-save = c’est un fichier « { $format } », pas une sauvegarde Mogland
save-why-format = elle a été écrite au format de sauvegarde { $theirs } et ce Mogland lit le format { $ours }
save-refused = { $file } a été refusé ({ $why }) ; il a été gardé sous le nom { $kept }
save-refused-not-moved = { $file } a été refusé ({ $why }) ; impossible de le mettre de côté : { $error }
